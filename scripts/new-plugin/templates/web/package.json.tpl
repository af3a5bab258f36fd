{
  "name": "@otimiza/plugin-__ID__-web",
  "version": "0.1.0",
  "private": true,
  "type": "module",
  "description": "__TITLE__: the /__ID__ page.",
  "otimiza": {
    "role": "web-plugin",
    "pluginId": "__ID__",
    "sdk": "^__SDK_VERSION__",
    "entry": "dist/index.js"
  },
  "exports": {
    ".": {
      "types": "./src/index.ts",
      "default": "./src/index.ts"
    }
  },
  "dependencies": {
    "@ant-design/icons": "^6.0.0",
    "@lingui/core": "6.8.0",
    "@lingui/react": "6.8.0",
    "@otimiza/plugin-__ID__-shared": "*",
    "@otimiza/sdk": "*",
    "@tanstack/react-query": "^5.108.0",
    "@tanstack/react-router": "^1.170.46",
    "antd": "^6.6.8",
    "react": "^19.3.1"
  },
  "scripts": {
    "build": "vite build",
    "typecheck": "tsc -p tsconfig.json --noEmit"
  }
}
