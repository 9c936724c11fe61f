// ESLint (flat config) for the boards' front end (js/) and its tests (tests/js/): `npx eslint`.
// js/ runs in the browser, inlined into one module per board (tabletop_widgets/core/assets.py);
// tests/js/ runs in Node (`node --test tests/js/`). No `globals` package: the few globals each
// side uses are named here, so a new one is a decision, not an accident.
import js from "@eslint/js";

const readonly = (names) => Object.fromEntries(names.map((name) => [name, "readonly"]));

export default [
  // Only the front end, its tests and this file: build output (_site/, dist/...) is not ours.
  { ignores: ["**/*.{js,mjs,cjs}", "!eslint.config.js", "!js/*.js", "!tests/js/*.mjs"] },
  js.configs.recommended,
  {
    files: ["js/**/*.js"],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      // The page is reached through the element (el.ownerDocument.defaultView: the widget may be
      // in another window or a shadow root), so the one global is queueMicrotask.
      globals: readonly(["queueMicrotask"]),
    },
    rules: {
      // Small modules and functions (js/README.md): every line counts, blank lines and comments too.
      "max-lines": ["error", { max: 700, skipBlankLines: false, skipComments: false }],
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ["tests/js/**/*.mjs", "eslint.config.js"],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: readonly(["process", "setImmediate", "setTimeout", "structuredClone", "URL"]),
    },
  },
];
