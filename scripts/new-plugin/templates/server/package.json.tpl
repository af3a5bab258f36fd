{
  "name": "@otimiza/plugin-__ID__-server",
  "version": "0.1.0",
  "private": true,
  "type": "module",
  "description": "__TITLE__: the API under /api/__ID__ and its tables.",
  "otimiza": {
    "role": "server-plugin",
    "pluginId": "__ID__",
    "sdk": "^__SDK_VERSION__"
  },
  "exports": {
    ".": {
      "types": "./src/index.ts",
      "@otimiza/source": "./src/index.ts",
      "default": "./dist/index.js"
    }
  },
  "scripts": {
    "build": "swc src -d dist --strip-leading-paths --copy-files --config-file ../../../.swcrc",
    "typecheck": "tsc -p tsconfig.json --noEmit"
  },
  "dependencies": {
    "@mikro-orm/core": "7.2.1",
    "@mikro-orm/migrations": "7.2.1",
    "@mikro-orm/postgresql": "7.2.1",
    "@nestjs/common": "^12.5.1",
    "@nestjs/swagger": "^12.0.2",
    "@otimiza/plugin-__ID__-shared": "*",
    "@otimiza/sdk": "*",
    "zod": "^4.6.7"
  },
  "devDependencies": {
    "@otimiza/host-testing": "*"
  }
}
