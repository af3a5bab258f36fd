/** The version of Otimiza's rule sets as a whole (the report's `auditor.version`): raise it when a check, its clause or its logic changes. */
export const ruleSetsVersion = '2026.11.2';
