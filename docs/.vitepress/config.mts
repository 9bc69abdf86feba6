import { defineConfig } from 'vitepress';

/** Served by the API at /docs; its API reference (Swagger UI over docs/openapi.json) is the API's own /docs/api. */
const guides = [
  ['Concepts', 'concepts'],
  ['Connecting accounts', 'connecting-accounts'],
  ['Earnings and currencies', 'earnings-and-currencies'],
  ['Income reports', 'income-reports'],
  ['Documents', 'documents'],
  ['Webhooks', 'webhooks'],
  ["Workers' rights", 'workers-rights'],
  ['The connect widget', 'widget'],
  ['The console', 'console'],
  ['The sandbox', 'sandbox'],
  ['Limits and safety', 'limits-and-safety'],
  ['Deploying', 'deploying'],
  ['Operating', 'operating'],
  ['Backups and recovery', 'backups'],
  ['Adding a platform family', 'adding-a-platform-family'],
  ['Contributing', 'contributing'],
];

export default defineConfig({
  title: 'Gig Earnings API',
  description: 'Connect gig-platform and social-security accounts, read daily income, issue signed income reports.',
  lang: 'en',
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: '/docs/favicon.svg' }]],
  base: '/docs/',
  outDir: '../dist/docs',
  srcExclude: ['README.md', 'spec/**'],
  cleanUrls: true,
  lastUpdated: false,
  // The API serves these beside the site (apps/api/src/pages/docs/): not pages of it.
  ignoreDeadLinks: [/^\/docs\/(api|openapi\.json)$/],
  themeConfig: {
    nav: [
      { text: 'Guides', link: '/guide/concepts' },
      { text: 'API reference', link: '/api', target: '_self' },
    ],
    sidebar: [
      { text: 'Guides', items: guides.map(([text, page]) => ({ text, link: `/guide/${page}` })) },
      {
        text: 'Reference',
        items: [
          { text: 'API reference', link: '/api', target: '_self' },
          { text: 'OpenAPI document', link: '/docs/openapi.json', target: '_self' },
          { text: 'Income insights definitions', link: '/income-insights' },
          { text: 'Architecture', link: '/architecture' },
          { text: 'daily_earnings at scale', link: '/daily-earnings-scale' },
        ],
      },
    ],
    search: { provider: 'local' },
    outline: { level: [2, 3] },
  },
});
