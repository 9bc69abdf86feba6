// Preloaded by `nx run api:lint-openapi`. Redocly CLI 2.x writes a boxed "Node.js 20 support is ending" notice
// to stderr on every run under Node 20, with no flag or variable to turn it off; the project runs on Node 20.19+
// on purpose, so the box is noise in every `npm test`. Only that one write is dropped: problems still print.
const write = process.stderr.write.bind(process.stderr);
process.stderr.write = (chunk, ...rest) =>
  String(chunk).includes('Node.js 20 support is ending') ? true : write(chunk, ...rest);
