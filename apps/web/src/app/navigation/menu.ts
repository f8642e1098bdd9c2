import type SvgIcon from '@mui/material/SvgIcon';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import ApprovalOutlined from '@mui/icons-material/ApprovalOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import GroupWorkOutlined from '@mui/icons-material/GroupWorkOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ManageHistoryOutlined from '@mui/icons-material/ManageHistoryOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import {
  canOpen,
  isPermitted,
  type Ability,
  type GuardSession,
  type Permission,
} from '../guards.ts';
import { accessForPath } from '../routes.ts';

type SvgIconComponent = typeof SvgIcon;

// The menus of SPEC §2, one for normal corporates and one for masters.

export type NavLink = {
  kind: 'link';
  id: string;
  /** common-namespace key */
  title: string;
  icon: SvgIconComponent;
  path: string;
  permission?: Permission;
  /** shows the wallet amount beside the title */
  showWallet?: boolean;
  /** shows how many wait beside the title (the approvals waiting for a decision), when any */
  badge?: 'approvals';
};
export type NavExternal = {
  kind: 'external';
  id: string;
  title: string;
  icon: SvgIconComponent;
  href: string;
  permission?: Permission;
};
export type NavItem = NavLink | NavExternal;
export type NavSection = {
  kind: 'section';
  id: string;
  title: string;
  items: NavItem[];
  permission?: Permission;
};
export type NavEntry = NavLink | NavSection;

export type MenuContext = GuardSession & { admin_phone: string | null; ability?: Ability };

const link = (
  id: string,
  title: string,
  path: string,
  icon: SvgIconComponent,
  extra: Partial<NavLink> = {},
): NavLink => ({
  kind: 'link',
  id,
  title,
  path,
  icon,
  ...extra,
});

/** The company's team and its roles (issue 13): the panel's logins, in both menus. */
const teamLink = () => link('team', 'nav.team', '/team', ManageAccountsOutlined);
/** The company's API keys, for its own systems: in both menus, for the owner and admins. */
const integrationsLink = () =>
  link('integrations', 'nav.integrations', '/integraciones', VpnKeyOutlined);

/** https://wa.me/<digits> for the support phone from GET /me; null without a phone. */
export function supportHref(adminPhone: string | null): string | null {
  const digits = (adminPhone ?? '').replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

function normalMenu(ctx: MenuContext): NavEntry[] {
  const support = supportHref(ctx.admin_phone);
  return [
    link('dashboards', 'nav.dashboards', '/dashboards', SpaceDashboardOutlined),
    {
      kind: 'section',
      id: 'requests',
      title: 'nav.requests',
      items: [
        link('running-trips', 'nav.runningTrips', '/running_trips', DirectionsCarOutlined),
        link('trip-batch', 'nav.tripBatch', '/trips/batch', UploadFileOutlined),
        link('multistop', 'nav.multistop', '/multistop', AltRouteOutlined),
        link('history', 'nav.history', '/history', HistoryOutlined),
        link('recurring', 'nav.recurring', '/recurring', EventRepeatOutlined),
        link('approvals', 'nav.approvals', '/approvals', ApprovalOutlined, {
          badge: 'approvals',
        }),
      ],
    },
    {
      kind: 'section',
      id: 'parcels',
      title: 'nav.parcels',
      items: [
        link('running-parcels', 'nav.runningParcels', '/running_parcels', LocalShippingOutlined),
        link('parcel-history', 'nav.parcelHistory', '/parcel_history', Inventory2Outlined),
      ],
    },
    {
      kind: 'section',
      id: 'users',
      title: 'nav.users',
      items: [
        link('payroll', 'nav.payroll', '/corporate_users', GroupsOutlined),
        link('groups', 'nav.groups', '/groups', GroupWorkOutlined),
        link('activity', 'nav.activity', '/activity', ManageHistoryOutlined),
        teamLink(),
        integrationsLink(),
      ],
    },
    {
      kind: 'section',
      id: 'financial',
      title: 'nav.financial',
      items: [
        link('balance', 'nav.balance', '/balance', AccountBalanceWalletOutlined, {
          showWallet: true,
        }),
        link('promo-codes', 'nav.promoCodes', '/promo_codes', LocalOfferOutlined),
      ],
    },
    {
      kind: 'section',
      id: 'help',
      title: 'nav.help',
      items: support
        ? [
            {
              kind: 'external',
              id: 'support',
              title: 'nav.support',
              icon: SupportAgentOutlined,
              href: support,
            },
          ]
        : [],
    },
  ];
}

function masterMenu(): NavEntry[] {
  return [
    link('dashboards', 'nav.dashboards', '/dashboards', SpaceDashboardOutlined),
    {
      kind: 'section',
      id: 'users',
      title: 'nav.users',
      items: [
        link('corporate-panels', 'nav.corporatePanels', '/corporate_panels', AccountTreeOutlined),
        link('activity', 'nav.activity', '/activity', ManageHistoryOutlined),
        teamLink(),
        integrationsLink(),
      ],
    },
    {
      kind: 'section',
      id: 'financial',
      title: 'nav.financial',
      items: [
        link('balance', 'nav.balance', '/balance', AccountBalanceWalletOutlined, {
          showWallet: true,
        }),
      ],
    },
  ];
}

function visible(item: NavItem, ctx: MenuContext): boolean {
  if (!isPermitted(item.permission, ctx.ability)) return false;
  return item.kind === 'external' || canOpen(accessForPath(item.path), ctx);
}

/** The menu for this session: items the guards or permissions refuse are left out, and so are empty sections. */
export function buildMenu(ctx: MenuContext): NavEntry[] {
  const entries = ctx.is_corporate_master ? masterMenu() : normalMenu(ctx);
  return entries.flatMap<NavEntry>((entry) => {
    if (entry.kind === 'link') return visible(entry, ctx) ? [entry] : [];
    if (!isPermitted(entry.permission, ctx.ability)) return [];
    const items = entry.items.filter((item) => visible(item, ctx));
    return items.length ? [{ ...entry, items }] : [];
  });
}
