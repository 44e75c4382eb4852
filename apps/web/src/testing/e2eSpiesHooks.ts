/**
 * Hooks for the spies game's browser tests: the last update and seats the client holds
 * (`window.__spies`) and the mansion scene, for where a cell is (`window.__spiesScene`). Called
 * only under vite mode 'e2e'; production builds drop the calls and this module with them (the
 * production-build test checks that no `window.__` is left).
 */
export function exposeToTests(hooks: { __spies?: unknown; __spiesScene?: unknown }): void {
  Object.assign(window, hooks);
}
