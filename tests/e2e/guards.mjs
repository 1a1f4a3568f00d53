// Records Content-Security-Policy violations inside a page (including its
// iframes), so tests can assert there were none.
export async function recordCspViolations(context) {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

export async function cspViolations(page) {
  return page.evaluate(() => window.__cspViolations ?? []);
}
