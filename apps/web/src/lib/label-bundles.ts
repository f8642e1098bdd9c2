import type { Language } from '@trayecto/contracts/i18n';
import {
  APPROVAL_STATUS_LABELS,
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  COMPANY_SIZE_LABELS,
  INDUSTRY_LABELS,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  MULTISTOP_STOP_STATUS_LABELS,
  OPERATION_KIND_LABELS,
  ORDER_STOP_FAILURE_LABELS,
  ORDER_STOP_STATUS_LABELS,
  PARCEL_PACKAGING_TIP_LABELS,
  PARCEL_SIZE_LABELS,
  PARCEL_TYPE_LABELS,
  PARCEL_VEHICLE_LABELS,
  PAYER_LABELS,
  POLICY_RULE_LABELS,
  PROHIBITED_PARCEL_ITEM_LABELS,
  QUOTE_DENY_REASON_LABELS,
  QUOTE_STATUS_LABELS,
  TEAM_ROLE_LABELS,
  TEAM_STATUS_LABELS,
  TRIP_STATUS_LABELS,
  TRIP_TYPE_LABELS,
} from '@trayecto/contracts/labels';

type Bundle = Record<string, unknown>;

const inLanguage = (table: Record<string, Record<Language, string>>, lang: Language) =>
  Object.fromEntries(Object.entries(table).map(([code, labels]) => [code, labels[lang]]));

/**
 * The labels of codes the server's exports show too (contracts labels.ts), added to the
 * namespaces whose screens show them: trips:status.completed, balance:origins.topup… come from
 * there, not from the JSON files.
 */
export function labelBundle(ns: string, lang: Language): Bundle | undefined {
  if (ns === 'trips') {
    return {
      status: inLanguage(TRIP_STATUS_LABELS, lang),
      type: inLanguage(TRIP_TYPE_LABELS, lang),
      payer: inLanguage(PAYER_LABELS, lang),
    };
  }
  if (ns === 'balance' || ns === 'payroll')
    return { origins: inLanguage(OPERATION_KIND_LABELS, lang) };
  if (ns === 'parcels') {
    return {
      sizes: inLanguage(PARCEL_SIZE_LABELS, lang),
      vehicles: inLanguage(PARCEL_VEHICLE_LABELS, lang),
      types: inLanguage(PARCEL_TYPE_LABELS, lang),
      prohibited: inLanguage(PROHIBITED_PARCEL_ITEM_LABELS, lang),
      packaging: inLanguage(PARCEL_PACKAGING_TIP_LABELS, lang),
      // a parcel is an order with the trips' statuses and payers
      status: inLanguage(TRIP_STATUS_LABELS, lang),
      payer: inLanguage(PAYER_LABELS, lang),
      // its stops' as its proof of delivery (PDF) says them; failure.unknown is the JSON's
      stopStatus: {
        pickup: inLanguage(ORDER_STOP_STATUS_LABELS.pickup, lang),
        dropoff: inLanguage(ORDER_STOP_STATUS_LABELS.dropoff, lang),
      },
      failure: inLanguage(ORDER_STOP_FAILURE_LABELS, lang),
    };
  }
  if (ns === 'multistop') {
    return {
      status: inLanguage(QUOTE_STATUS_LABELS, lang),
      // once approved a quote shows its run's status, a trip's
      tripStatus: inLanguage(TRIP_STATUS_LABELS, lang),
      denyReason: inLanguage(QUOTE_DENY_REASON_LABELS, lang),
      stopStatus: inLanguage(MULTISTOP_STOP_STATUS_LABELS, lang),
      // the origin is where the passenger is picked up
      originStatus: inLanguage(ORDER_STOP_STATUS_LABELS.pickup, lang),
      payer: inLanguage(PAYER_LABELS, lang),
    };
  }
  if (ns === 'console') {
    // the provider console (/admin/*): what its CSV exports say too
    return {
      leadStatus: inLanguage(LEAD_STATUS_LABELS, lang),
      companySizes: inLanguage(COMPANY_SIZE_LABELS, lang),
      industries: inLanguage(INDUSTRY_LABELS, lang),
      leadSources: inLanguage(LEAD_SOURCE_LABELS, lang),
      auditActions: inLanguage(AUDIT_ACTION_LABELS, lang),
      auditEntities: inLanguage(AUDIT_ENTITY_LABELS, lang),
      tripStatus: inLanguage(TRIP_STATUS_LABELS, lang),
    };
  }
  if (ns === 'team') {
    // the team (issue 13): a role and a member's status as the invitation e-mail and the CSV say
    // them; what each role may do is the JSON's (roles.<role>.description)
    return {
      roleNames: inLanguage(TEAM_ROLE_LABELS, lang),
      status: inLanguage(TEAM_STATUS_LABELS, lang),
    };
  }
  if (ns === 'approvals') {
    // approval before the trip (issue 13): a request's status and the policy rules it breaks, as
    // the approvers' e-mails and the CSV say them
    return {
      status: inLanguage(APPROVAL_STATUS_LABELS, lang),
      rules: inLanguage(POLICY_RULE_LABELS, lang),
    };
  }
  if (ns === 'public') {
    // the contact form's choices, as the leads' export says them
    return {
      sizes: inLanguage(COMPANY_SIZE_LABELS, lang),
      industries: inLanguage(INDUSTRY_LABELS, lang),
      sources: inLanguage(LEAD_SOURCE_LABELS, lang),
    };
  }
  return undefined;
}
