// Stands in for the analysis plugin's served tab (audit/served-tab.ts): the stand-in audit opens no page.
export async function openServedTab() {
  return { page: undefined, close: async () => undefined };
}
