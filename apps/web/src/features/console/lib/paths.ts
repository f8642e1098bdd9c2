// The console's paths (app/console-routes.tsx is the table).

export const COMPANIES_PATH = '/admin/companies';
export const LEADS_PATH = '/admin/leads';

export const companyPath = (id: string) => `${COMPANIES_PATH}/${encodeURIComponent(id)}`;
export const leadPath = (id: string) => `${LEADS_PATH}/${encodeURIComponent(id)}`;
