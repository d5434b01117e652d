// A local lint rule keeping the web app's features apart (docs/architecture.md "The feature map"): a feature reaches
// another feature only through that feature's `index.ts`, its public face, and nothing under
// `shared/` reaches a feature at all. `app/` (where features meet), `test/`, `i18n/` and
// `main.tsx` compose features and may import their files directly, so lazy routes keep one
// chunk per page.
import path from 'node:path';

const webSrc = path.join('apps', 'web', 'src');

/** The layer of a file under apps/web/src: `feature:<name>`, `shared`, or null (composition). */
function layerOf(relative) {
  const parts = relative.split(path.sep);
  if (parts[0] === 'features' && parts.length > 2) return `feature:${parts[1]}`;
  if (parts[0] === 'shared') return 'shared';
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Features import each other only through the other feature's index.ts" },
    messages: {
      internal:
        "'{{source}}' reaches into the {{target}} feature: import from '{{target}}/index.ts' (its public face) instead.",
      sharedToFeature:
        "'{{source}}' is a feature; shared code must not depend on features (move the piece to shared or pass it in).",
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const root = file.slice(0, file.indexOf(webSrc) + webSrc.length);
    if (!file.includes(webSrc)) return {};
    const from = layerOf(path.relative(root, file));
    if (from === null) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.relative(root, path.resolve(path.dirname(file), source));
      const parts = target.split(path.sep);
      if (parts[0] !== 'features' || parts.length < 2) return;
      const feature = parts[1];
      if (from === `feature:${feature}`) return;
      if (from === 'shared') {
        context.report({ node, messageId: 'sharedToFeature', data: { source } });
        return;
      }
      const rest = parts.slice(2).join('/');
      if (rest === 'index.ts' || rest === '') return;
      context.report({ node, messageId: 'internal', data: { source, target: feature } });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'feature-boundaries': rule } };
