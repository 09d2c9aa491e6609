// Loaded first by cucumber (see cucumber.js): registers tsx's ESM hooks so the TypeScript support
// code and steps that follow are compiled by tsx (Node's own type stripping rejects parameter
// properties and decorators). Cucumber's `import` option takes file globs, not package names, and
// its `loader` option cannot register tsx (tsx refuses --loader style registration).
import { register } from 'tsx/esm/api';

register();
