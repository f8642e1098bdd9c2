import {
  GUEST_NAME_MAX,
  PARCEL_DECLARED_VALUE_MAX_CENTS,
  PARCEL_DESCRIPTION_MAX,
  PARCEL_DETAILS_MAX,
  PARCEL_INSTRUCTIONS_MAX,
  PARCEL_MAX_DROPOFFS,
  PARCEL_MAX_WEIGHT_KG,
  PARCEL_MIN_WEIGHT_KG,
  businessName,
  nonNegativeAmountSchema,
  personName,
  phone,
  parseAmountText,
  toCents,
  vehicleForParcel,
  type CreateParcelBody,
  type ParcelEstimateBody,
  type ParcelSize,
  type ParcelType,
  type PayrollUser,
} from '@trayecto/contracts';
import { whenProblem, type When } from '../../../components/booking/when.ts';
import type { ChosenPlace } from '../../trips/api/request-fields.ts';

// The new-parcel form as plain data: its draft, the problems of each field (keyed by the same
// paths the server uses in an error's `fields`: "receivers.2.phone") and the bodies it sends.

export type SenderChoice =
  | { type: 'corporate'; name: string; phone: string }
  | { type: 'payroll'; user: PayrollUser | null };

export type ReceiverDraft = {
  /** a stable React key (receivers are added and removed) */
  key: string;
  name: string;
  phone: string;
  place: ChosenPlace | null;
  instructions: string;
};

export type ParcelDraft = {
  sender: SenderChoice;
  pickup: ChosenPlace | null;
  receivers: ReceiverDraft[];
  parcelType: ParcelType | '';
  size: ParcelSize | '';
  /** kilograms as typed ("2,5" or "2.5") */
  weight: string;
  description: string;
  details: string;
  /** the uploaded photo's id (POST /parcels/images), once uploaded */
  imageId: string | null;
  /** dollars as typed */
  declaredValue: string;
  prohibitedAck: boolean;
  when: When;
};

let receiverSerial = 0;
export const newReceiver = (): ReceiverDraft => ({
  key: `r${(receiverSerial += 1)}`,
  name: '',
  phone: '',
  place: null,
  instructions: '',
});

export function emptyParcelDraft(company: { name: string; phone: string }): ParcelDraft {
  return {
    sender: { type: 'corporate', name: company.name, phone: company.phone },
    pickup: null,
    receivers: [newReceiver()],
    parcelType: '',
    size: '',
    weight: '',
    description: '',
    details: '',
    imageId: null,
    declaredValue: '',
    prohibitedAck: false,
    when: { mode: 'now' },
  };
}

/** Whether one more receiver may be added (at most PARCEL_MAX_DROPOFFS). */
export const canAddReceiver = (draft: Pick<ParcelDraft, 'receivers'>) =>
  draft.receivers.length < PARCEL_MAX_DROPOFFS;

/** A field's problem: an error code of the catalogue (with its values), or the weight's range. */
export type Problem = { code: string; params?: Record<string, string | number> };

const required: Problem = { code: 'field_required' };
const tooLong = (max: number): Problem => ({ code: 'too_long', params: { max } });
// The contract's rules for a name and a phone, as the server checks them.
const rules = {
  senderName: businessName(GUEST_NAME_MAX),
  receiverName: personName(GUEST_NAME_MAX),
  phone: phone(),
};

function ruleProblem(rule: (typeof rules)[keyof typeof rules], value: string): Problem | null {
  const parsed = rule.safeParse(value);
  if (parsed.success) return null;
  const code = parsed.error.issues[0]?.message ?? 'validation_error';
  return code === 'too_long' ? tooLong(GUEST_NAME_MAX) : { code };
}

/** Kilograms from what was typed, NaN when unreadable, null when empty. */
export function parseWeight(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!t) return null;
  return /^\d*\.?\d+$|^\d+\.$/.test(t) ? Number(t) : Number.NaN;
}

export function weightProblem(text: string, size: ParcelSize | ''): Problem | null {
  const kg = parseWeight(text);
  if (kg === null) return required;
  if (!Number.isFinite(kg) || kg < PARCEL_MIN_WEIGHT_KG)
    return {
      code: 'weight_range',
      params: { min: PARCEL_MIN_WEIGHT_KG, max: PARCEL_MAX_WEIGHT_KG },
    };
  if (kg > PARCEL_MAX_WEIGHT_KG || (size && !vehicleForParcel(size, kg)))
    return { code: 'parcel_too_heavy' };
  return null;
}

/** Dollars from the declared value's text, or its problem. */
export function declaredValueOf(text: string): { value: number } | { problem: Problem } {
  const value = parseAmountText(text);
  if (value === undefined) return { problem: { code: 'amount_required' } };
  const parsed = nonNegativeAmountSchema.safeParse(value);
  if (!parsed.success)
    return { problem: { code: parsed.error.issues[0]?.message ?? 'amount_format' } };
  if (toCents(parsed.data) > PARCEL_DECLARED_VALUE_MAX_CENTS)
    return { problem: { code: 'declared_value_too_high' } };
  return { value: parsed.data };
}

/**
 * Every problem of the draft, by field path (the server's paths). Empty when it can be sent.
 * `now` is when the scheduled time is checked against.
 */
export function draftProblems(draft: ParcelDraft, now: Date = new Date()): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  const s = draft.sender;
  if (s.type === 'corporate') {
    const name = ruleProblem(rules.senderName, s.name);
    if (name) out['sender.name'] = name;
    const phoneProblem = ruleProblem(rules.phone, s.phone);
    if (phoneProblem) out['sender.phone'] = phoneProblem;
  } else if (!s.user) out['sender.user_id'] = required;
  if (!draft.pickup) out.pickup = required;
  if (draft.receivers.length > PARCEL_MAX_DROPOFFS) out.receivers = { code: 'max_stops' };
  draft.receivers.forEach((r, i) => {
    const at = `receivers.${i}`;
    const name = ruleProblem(rules.receiverName, r.name);
    if (name) out[`${at}.name`] = name;
    const phoneProblem = ruleProblem(rules.phone, r.phone);
    if (phoneProblem) out[`${at}.phone`] = phoneProblem;
    if (!r.place) out[`${at}.place`] = required;
    if (r.instructions.trim().length > PARCEL_INSTRUCTIONS_MAX)
      out[`${at}.instructions`] = tooLong(PARCEL_INSTRUCTIONS_MAX);
  });
  if (!draft.parcelType) out.parcel_type = required;
  if (!draft.size) out.size = required;
  const weight = weightProblem(draft.weight, draft.size);
  if (weight) out.weight_kg = weight;
  if (!draft.description.trim()) out.description = required;
  else if (draft.description.trim().length > PARCEL_DESCRIPTION_MAX)
    out.description = tooLong(PARCEL_DESCRIPTION_MAX);
  if (draft.details.trim().length > PARCEL_DETAILS_MAX) out.details = tooLong(PARCEL_DETAILS_MAX);
  if (!draft.imageId) out.image_id = { code: 'image_required' };
  const value = declaredValueOf(draft.declaredValue);
  if ('problem' in value) out.declared_value = value.problem;
  if (!draft.prohibitedAck) out.prohibited_ack = { code: 'prohibited_ack_required' };
  const when = whenProblem(draft.when, now);
  if (when) out.scheduled_at = { code: when };
  return out;
}

const place = (p: ChosenPlace) => ({ address: p.address, lat: p.lat, lng: p.lng });

/** POST /parcels/estimate's body, once the places, the size and the weight are known. */
export function estimateBody(draft: ParcelDraft): ParcelEstimateBody | null {
  const kg = parseWeight(draft.weight);
  if (!draft.pickup || !draft.size || kg === null || !Number.isFinite(kg)) return null;
  if (draft.receivers.some((r) => !r.place)) return null;
  return {
    pickup: place(draft.pickup),
    receivers: draft.receivers.map((r) => ({ place: place(r.place!) })),
    size: draft.size,
    weight_kg: kg,
  };
}

/** POST /parcels's body; null while the draft has problems. */
export function createBody(draft: ParcelDraft, now: Date = new Date()): CreateParcelBody | null {
  if (Object.keys(draftProblems(draft, now)).length > 0) return null;
  const estimate = estimateBody(draft);
  const value = declaredValueOf(draft.declaredValue);
  if (!estimate || 'problem' in value || !draft.parcelType || !draft.size || !draft.imageId)
    return null;
  const s = draft.sender;
  const details = draft.details.trim();
  return {
    sender:
      s.type === 'corporate'
        ? { type: 'corporate', name: s.name.trim(), phone: s.phone }
        : { type: 'payroll', user_id: s.user!._id },
    pickup: estimate.pickup,
    receivers: draft.receivers.map((r, i) => ({
      name: r.name.trim(),
      phone: r.phone,
      place: estimate.receivers[i]!.place,
      ...(r.instructions.trim() ? { instructions: r.instructions.trim() } : {}),
    })),
    parcel_type: draft.parcelType,
    size: draft.size,
    weight_kg: estimate.weight_kg,
    description: draft.description.trim(),
    ...(details ? { details } : {}),
    image_id: draft.imageId,
    declared_value: value.value,
    prohibited_ack: true,
    scheduled_at:
      draft.when.mode === 'later' && draft.when.at ? draft.when.at.toDate().toISOString() : null,
  };
}
