// The cross-browser scenarios (scenarios.mjs) in Firefox: Debian's
// firefox-esr, headless, driven by puppeteer-core over WebDriver BiDi.
import { crossBrowserSuite } from './scenarios.mjs';

crossBrowserSuite('firefox');
