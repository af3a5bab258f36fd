/** 'Usuários ativos': people who used the workspace in this many days (WorkspaceMembersPort.activeUsers). */
export const ACTIVE_USER_DAYS = 30;
