import { defineConfig } from 'vitest/config';

// One root config over every workspace; each workspace owns its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
