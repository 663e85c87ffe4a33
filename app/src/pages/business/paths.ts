/** The business pages' paths, for links between them (routes.test.tsx keeps them equal to the route table's). */
export const DASHBOARD_PATH = '/business-dashboard';
export const EARNINGS_PATH = '/business-dashboard/earnings';
