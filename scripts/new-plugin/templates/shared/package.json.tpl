{
  "name": "@otimiza/plugin-__ID__-shared",
  "version": "0.1.0",
  "private": true,
  "type": "module",
  "description": "__TITLE__: manifest, API schemas and types.",
  "otimiza": {
    "role": "shared",
    "pluginId": "__ID__",
    "sdk": "^__SDK_VERSION__"
  },
  "sideEffects": false,
  "exports": {
    ".": {
      "types": "./src/index.ts",
      "@otimiza/source": "./src/index.ts",
      "default": "./dist/index.js"
    },
    "./manifest": {
      "types": "./src/manifest.ts",
      "@otimiza/source": "./src/manifest.ts",
      "default": "./dist/manifest.js"
    }
  },
  "scripts": {
    "build": "swc src -d dist --strip-leading-paths --copy-files --config-file ../../../.swcrc",
    "typecheck": "tsc -p tsconfig.json --noEmit"
  },
  "dependencies": {
    "@otimiza/sdk": "*",
    "zod": "^4.6.7"
  }
}
