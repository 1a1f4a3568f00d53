// One small driver for the cross-browser tests, the same for both engines:
// Firefox (Debian's firefox-esr, driven by puppeteer-core over WebDriver
// BiDi) and WebKit (Debian's WebKitWebDriver and MiniBrowser under
// xvfb-run, driven over classic WebDriver with plain `fetch`).
//
// Everything the scenarios do goes through `goto`, `evaluate`, `waitFor`,
// `click` (a pointer click at the centre of the element's
// getBoundingClientRect(), since WebKitWebDriver refuses element clicks and
// rects on SVG <g> elements), `fill`, `select`, `screenshot` and
// `problems`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

export const FIREFOX = process.env.FIREFOX ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const COMMAND_TIMEOUT_MS = 60000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Collects uncaught errors, unhandled rejections and console.error calls
 * in sessionStorage (`xb-errors`), so they survive the tab's reloads. Run
 * before every script in WebKit, where classic WebDriver has no console
 * log and no script that runs before the page's own.
 */
const COLLECTOR = `(() => {
  if (window.__xbCollector) return;
  window.__xbCollector = true;
  const keep = (text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem('xb-errors') || '[]');
      list.push(String(text).slice(0, 500));
      sessionStorage.setItem('xb-errors', JSON.stringify(list));
    } catch (_) { /* storage refused: nothing to keep it in */ }
  };
  const describe = (error) => (error instanceof Error ? error.name + ': ' + error.message + ' ' + error.stack : String(error));
  window.addEventListener('error', (e) => keep('uncaught: ' + (e.error ? describe(e.error) : e.message)));
  window.addEventListener('unhandledrejection', (e) => keep('unhandled rejection: ' + describe(e.reason)));
  const error = console.error.bind(console);
  console.error = (...args) => { keep('console.error: ' + args.map(String).join(' ')); error(...args); };
})();`;

/** A function and its arguments as the source of an async script for WebDriver. */
function asyncScript(fn) {
  return `${COLLECTOR}
const done = arguments[arguments.length - 1];
const args = Array.prototype.slice.call(arguments, 0, -1);
Promise.resolve().then(() => (${fn.toString()}).apply(null, args))
  .then((value) => done({ value: value === undefined ? null : value }),
        (error) => done({ error: String(error && error.stack || error) }));`;
}

/** The driver-neutral part: everything is built on `evaluate` and `pointerClick`. */
class Driver {
  constructor(engine) {
    this.engine = engine;
    this.lastClick = null;
  }

  /** Waits until `fn(arg)` returns something truthy in the page; resolves to it. */
  async waitForFunction(fn, arg, { timeout = 20000, what } = {}) {
    const end = Date.now() + timeout;
    let last;
    for (;;) {
      try {
        const value = await this.evaluate(fn, arg);
        if (value) return value;
      } catch (error) {
        // The page may be between two documents (a reload): try again.
        last = error;
      }
      if (Date.now() > end) {
        throw new Error(`${this.engine}: timed out after ${timeout} ms waiting for ${what ?? fn.toString().slice(0, 200)}${last ? ` (${last.message})` : ''}`);
      }
      await sleep(100);
    }
  }

  /** Waits until `selector` matches an element. */
  waitFor(selector, { timeout = 20000 } = {}) {
    return this.waitForFunction((s) => !!document.querySelector(s), selector, { timeout, what: selector });
  }

  count(selector) {
    return this.evaluate((s) => document.querySelectorAll(s).length, selector);
  }

  /** The text of the first element `selector` matches (trimmed), or null. */
  text(selector) {
    return this.evaluate((s) => document.querySelector(s)?.textContent.trim() ?? null, selector);
  }

  attr(selector, name) {
    return this.evaluate((s, n) => document.querySelector(s)?.getAttribute(n) ?? null, selector, name);
  }

  /**
   * Clicks the first element `selector` matches with the mouse, at the
   * centre of its box once scrolled into view. A click within 350 ms and
   * 24 px of the previous one would be taken for a double click's second
   * half by the app (src/app/click_guard.rs), so such a click waits first.
   */
  async click(selector, { timeout = 20000 } = {}) {
    await this.waitFor(selector, { timeout });
    const box = await this.evaluate((s) => {
      const element = document.querySelector(s);
      element.scrollIntoView({ block: 'center', inline: 'center' });
      const rect = element.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    }, selector);
    const x = Math.round(box.x);
    const y = Math.round(box.y);
    if (this.lastClick && Math.hypot(x - this.lastClick.x, y - this.lastClick.y) <= 24) {
      const wait = 400 - (Date.now() - this.lastClick.at);
      if (wait > 0) await sleep(wait);
    }
    await this.pointerClick(x, y);
    this.lastClick = { x, y, at: Date.now() };
  }

  /** Types `text` into the field `selector` names, as input events do. */
  fill(selector, text) {
    return this.evaluate((s, value) => {
      const field = document.querySelector(s);
      field.focus();
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set;
      setter.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }, selector, text);
  }

  /** Chooses option `value` of the <select> `selector` names. */
  select(selector, value) {
    return this.evaluate((s, v) => {
      const field = document.querySelector(s);
      field.focus();
      field.value = v;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }, selector, value);
  }

  /**
   * Waits until the page has painted what its document holds now: two
   * animation frames (WebKit's screenshot otherwise shows the last frame
   * painted, which can be a move behind the document).
   */
  painted() {
    return this.evaluate(() => new Promise((resolve) => {
      const timer = setTimeout(resolve, 1000);
      requestAnimationFrame(() => requestAnimationFrame(() => { clearTimeout(timer); resolve(); }));
    }));
  }

  /** Saves a PNG of the viewport to `file`, once the page has painted its document. */
  async screenshot(file) {
    await this.painted();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await this.capture(file);
  }

  /** The page's address. */
  url() {
    return this.evaluate(() => location.href);
  }
}

class FirefoxDriver extends Driver {
  static async launch({ width, height }) {
    const driver = new FirefoxDriver('firefox');
    driver.profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cubeplay-firefox-'));
    driver.browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      userDataDir: driver.profile,
      extraPrefsFirefox: {
        // No background traffic; the tests' pages are all on loopback.
        'app.update.enabled': false,
        'browser.safebrowsing.malware.enabled': false,
        'browser.safebrowsing.phishing.enabled': false,
        'network.captive-portal-service.enabled': false,
      },
    });
    driver.version = await driver.browser.version();
    driver.page = await driver.browser.newPage();
    driver.errors = [];
    driver.page.on('console', (message) => {
      if (message.type() === 'error') driver.errors.push(`console.error: ${message.text()}`);
    });
    driver.page.on('pageerror', (error) => driver.errors.push(`uncaught: ${error}`));
    await driver.setViewport(width, height);
    return driver;
  }

  setViewport(width, height) {
    return this.page.setViewport({ width, height });
  }

  async goto(url) {
    await this.page.goto(url);
  }

  async reload() {
    await this.page.reload();
  }

  evaluate(fn, ...args) {
    return this.page.evaluate(fn, ...args);
  }

  async pointerClick(x, y) {
    await this.page.mouse.click(x, y);
  }

  async capture(file) {
    await this.page.screenshot({ path: file });
  }

  /** Page errors and console errors since the last call. */
  async problems() {
    const found = this.errors;
    this.errors = [];
    return found;
  }

  async close() {
    await this.browser?.close();
    fs.rmSync(this.profile, { recursive: true, force: true });
  }
}

/** A free TCP port on loopback. */
async function freePort() {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The process groups of WebKit drivers not closed yet, ended when node exits (a test timed out, say). */
const running = new Set();
process.on('exit', () => {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch { /* ended already */ }
  }
});

class WebKitDriver extends Driver {
  static async launch({ width, height }) {
    const driver = new WebKitDriver('webkit');
    const port = await freePort();
    driver.base = `http://127.0.0.1:${port}`;
    // Its own process group, so that close() ends xvfb-run, Xvfb, the
    // driver and the browser together. WEBKIT_LOG=FILE keeps the driver's
    // and the browser's output there, to look into a failure (Debian's
    // release build has no WEBKIT_DEBUG channels).
    const command = [WEBKIT_DRIVER, `--port=${port}`, '--host=127.0.0.1'];
    const log = process.env.WEBKIT_LOG ? fs.openSync(process.env.WEBKIT_LOG, 'a') : null;
    const stdio = log === null ? 'ignore' : ['ignore', log, log];
    driver.process = process.env.DISPLAY && !process.env.CUBEPLAY_XVFB
      ? spawn(command[0], command.slice(1), { detached: true, stdio })
      : spawn('xvfb-run', ['-a', '-s', '-screen 0 1600x1200x24', ...command], { detached: true, stdio });
    running.add(driver.process.pid);
    const end = Date.now() + 20000;
    for (;;) {
      try {
        const status = await fetch(`${driver.base}/status`);
        if (status.ok) break;
      } catch { /* not listening yet */ }
      if (Date.now() > end) throw new Error('WebKitWebDriver did not start within 20 s');
      await sleep(100);
    }
    const session = await driver.command('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
          // A page that never finishes loading fails its test within 30 s.
          timeouts: { pageLoad: 30000, script: 30000 },
        },
      },
    });
    driver.session = session.sessionId;
    driver.version = `${session.capabilities.browserName} (WebKitGTK) ${session.capabilities.browserVersion}`;
    await driver.setViewport(width, height);
    return driver;
  }

  async command(method, route, body) {
    const prefix = route === '/session' ? '' : `/session/${this.session}`;
    const response = await fetch(`${this.base}${prefix}${route}`, {
      method,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
      // A command the browser never answers fails the test instead of hanging it.
      signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
    }).catch((error) => {
      throw new Error(`webkit: ${method} ${route}: ${error.name === 'TimeoutError' ? `no answer within ${COMMAND_TIMEOUT_MS} ms` : error.message}`);
    });
    const answer = await response.json();
    if (!response.ok) {
      throw new Error(`webkit: ${method} ${route}: ${answer.value?.error}: ${answer.value?.message}`);
    }
    return answer.value;
  }

  /** Sizes the window so that the page's viewport is `width`×`height`. */
  async setViewport(width, height) {
    let rect = { width, height };
    for (let attempt = 0; attempt < 3; attempt++) {
      await this.command('POST', '/window/rect', rect);
      const inner = await this.evaluate(() => ({ width: innerWidth, height: innerHeight }));
      if (inner.width === width && inner.height === height) return;
      rect = { width: rect.width + width - inner.width, height: rect.height + height - inner.height };
    }
  }

  async goto(url) {
    await this.command('POST', '/url', { url });
  }

  async reload() {
    await this.command('POST', '/refresh', {});
  }

  async evaluate(fn, ...args) {
    const result = await this.command('POST', '/execute/async', { script: asyncScript(fn), args });
    if (result?.error) throw new Error(`webkit: script failed: ${result.error}`);
    return result?.value ?? null;
  }

  async pointerClick(x, y) {
    await this.command('POST', '/actions', {
      actions: [{
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', origin: 'viewport', x, y, duration: 0 },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      }],
    });
  }

  async capture(file) {
    const png = await this.command('GET', '/screenshot');
    fs.writeFileSync(file, Buffer.from(png, 'base64'));
  }

  /** Page errors and console errors kept by the collector since the last call. */
  async problems() {
    return this.evaluate(() => {
      const found = JSON.parse(sessionStorage.getItem('xb-errors') || '[]');
      sessionStorage.removeItem('xb-errors');
      return found;
    });
  }

  async close() {
    try {
      if (this.session) await this.command('DELETE', '', undefined);
    } catch { /* the browser is gone already */ }
    try {
      process.kill(-this.process.pid, 'SIGTERM');
    } catch { /* ended already */ }
    running.delete(this.process.pid);
  }
}

/** Starts `engine` ("firefox" or "webkit") with a fresh profile and a `width`×`height` viewport. */
export function launch(engine, { width = 1280, height = 800 } = {}) {
  if (engine === 'firefox') return FirefoxDriver.launch({ width, height });
  if (engine === 'webkit') return WebKitDriver.launch({ width, height });
  throw new Error(`unknown engine ${engine}`);
}
