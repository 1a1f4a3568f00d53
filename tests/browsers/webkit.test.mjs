// The cross-browser scenarios (scenarios.mjs) in WebKit: Debian's
// WebKitWebDriver and its MiniBrowser (WebKitGTK) under xvfb-run, driven
// over classic WebDriver.
import { crossBrowserSuite } from './scenarios.mjs';

crossBrowserSuite('webkit');
