/** Where the manual is mounted; its views live in the search params of this one path. */
export const manualRoutePath = '/user-manual';
