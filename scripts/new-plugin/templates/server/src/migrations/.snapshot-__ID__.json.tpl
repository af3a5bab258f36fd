{
  "name": "public",
  "namespaces": [
    "public"
  ],
  "tables": [
    {
      "name": "__TABLE__",
      "schema": "public",
      "columns": {
        "analysed_at": {
          "name": "analysed_at",
          "type": "timestamptz(6)",
          "unsigned": false,
          "autoincrement": false,
          "primary": false,
          "nullable": true,
          "unique": false,
          "length": 6,
          "precision": null,
          "scale": null,
          "default": null,
          "comment": null,
          "collation": null,
          "enumItems": [],
          "mappedType": "datetime"
        },
        "checked_at": {
          "name": "checked_at",
          "type": "timestamptz(6)",
          "unsigned": false,
          "autoincrement": false,
          "primary": false,
          "nullable": true,
          "unique": false,
          "length": 6,
          "precision": null,
          "scale": null,
          "default": null,
          "comment": null,
          "collation": null,
          "enumItems": [],
          "mappedType": "datetime"
        },
        "created_at": {
          "name": "created_at",
          "type": "timestamptz(6)",
          "unsigned": false,
          "autoincrement": false,
          "primary": false,
          "nullable": false,
          "unique": false,
          "length": 6,
          "precision": null,
          "scale": null,
          "default": "now()",
          "comment": null,
          "collation": null,
          "enumItems": [],
          "mappedType": "datetime"
        },
        "id": {
          "name": "id",
          "type": "uuid",
          "unsigned": false,
          "autoincrement": false,
          "primary": true,
          "nullable": false,
          "unique": false,
          "length": null,
          "precision": null,
          "scale": null,
          "default": null,
          "comment": null,
          "collation": null,
          "enumItems": [],
          "mappedType": "uuid"
        },
        "name": {
          "name": "name",
          "type": "text",
          "unsigned": false,
          "autoincrement": false,
          "primary": false,
          "nullable": false,
          "unique": false,
          "length": null,
          "precision": null,
          "scale": null,
          "default": null,
          "comment": null,
          "collation": null,
          "enumItems": [],
          "mappedType": "text"
        },
        "next_check_at": {
          "name": "next_check_at",
          "type": "timestamptz(6)",
          "unsigned": false,
          "autoincrement": false,
          "primary": false,
          "nullable": false,
          "unique": false,
          "length": 6,
          "precision": null,
          "scale": null,
          "default": null,
          "comment": null,
          "collation": null,
          "enumItems": [],
          "mappedType": "datetime"
        },
        "performance": {
          "name": "performance",
          "type": "smallint",
          "unsigned": false,
          "autoincrement": false,
          "primary": false,
          "nullable": true,
          "unique": false,
          "length": null,
          "precision": null,
          "scale": null,
          "default": null,
          "comment": null,
          "collation": null,
          "enumItems": [],
          "mappedType": "smallint"
        },
        "updated_at": {
          "name": "updated_at",
          "type": "timestamptz(6)",
          "unsigned": false,
          "autoincrement": false,
          "primary": false,
          "nullable": false,
          "unique": false,
          "length": 6,
          "precision": null,
          "scale": null,
          "default": "now()",
          "comment": null,
          "collation": null,
          "enumItems": [],
          "mappedType": "datetime"
        },
        "url": {
          "name": "url",
          "type": "text",
          "unsigned": false,
          "autoincrement": false,
          "primary": false,
          "nullable": false,
          "unique": false,
          "length": null,
          "precision": null,
          "scale": null,
          "default": null,
          "comment": null,
          "collation": null,
          "enumItems": [],
          "mappedType": "text"
        },
        "workspace_id": {
          "name": "workspace_id",
          "type": "uuid",
          "unsigned": false,
          "autoincrement": false,
          "primary": false,
          "nullable": false,
          "unique": false,
          "length": null,
          "precision": null,
          "scale": null,
          "default": null,
          "comment": null,
          "collation": null,
          "enumItems": [],
          "mappedType": "uuid"
        }
      },
      "indexes": [
        {
          "columnNames": [
            "next_check_at"
          ],
          "composite": false,
          "constraint": false,
          "keyName": "__TABLE___due_idx",
          "primary": false,
          "unique": false
        },
        {
          "columnNames": [
            "id"
          ],
          "composite": false,
          "constraint": true,
          "keyName": "__TABLE___pkey",
          "primary": true,
          "unique": true
        },
        {
          "columnNames": [],
          "composite": false,
          "constraint": false,
          "keyName": "__TABLE___workspace_idx",
          "primary": false,
          "unique": false,
          "expression": "create index __TABLE___workspace_idx on __TABLE__ (workspace_id, created_at desc)"
        }
      ],
      "checks": [],
      "triggers": [],
      "foreignKeys": {
        "__TABLE___workspace_id_fkey": {
          "columnNames": [
            "workspace_id"
          ],
          "constraintName": "__TABLE___workspace_id_fkey",
          "localTableName": "public.__TABLE__",
          "referencedColumnNames": [
            "id"
          ],
          "referencedTableName": "public.core_workspace",
          "deleteRule": "cascade"
        }
      },
      "comment": null
    }
  ],
  "views": [],
  "nativeEnums": {}
}
