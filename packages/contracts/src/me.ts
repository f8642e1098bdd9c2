import { z } from 'zod';
import { langSchema } from './auth.ts';
import { businessName, phone, text } from './text.ts';
import { meMemberSchema, TEAM_ROLES } from './team.ts';

export const associatedPanelSchema = z.object({
  _id: z.string(),
  unique_id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type AssociatedPanel = z.infer<typeof associatedPanelSchema>;

/** SPEC §3 "Corporate profile (from the me response)", plus what the panel needs to render. */
export const corporateProfileSchema = z.object({
  _id: z.string(),
  unique_id: z.string(),
  email: z.string(),
  name: z.string(),
  country_name: z.string(),
  phone: z.string(),
  country_phone_code: z.string(),
  /** dollars; absent for a member whose role may not read money (read:money) */
  wallet: z.number().optional(),
  /** dollars; absent without read:money */
  overdraft: z.number().optional(),
  image_url: z.string().nullable(),
  is_active_shipments: z.boolean(),
  is_active_multi_stops: z.boolean(),
  is_corporate_master: z.boolean(),
  updated_at: z.string(),
  is_allow_credits: z.boolean(),
  /** dollars; absent without read:money */
  credits_due: z.number().optional(),
  is_approved: z.boolean(),
  lang: langSchema,
  timezone: z.string(),
});
export type CorporateProfile = z.infer<typeof corporateProfileSchema>;

export const meResponseSchema = z.object({
  success: z.literal(true),
  corporate: corporateProfileSchema,
  /** minutes before a scheduled trip at which it is dispatched */
  pre_time: z.number(),
  admin_phone: z.string(),
  admin_email: z.string(),
  is_used_google_maps_service: z.boolean(),
  associated_panels: z.array(associatedPanelSchema),
  /** true when a provider admin is acting in this panel (assist mode) */
  is_assist_mode: z.boolean(),
  /** true until the company sends the onboarding form (its fiscal data): the panel asks for it first */
  needs_onboarding: z.boolean(),
  /** who is signed in when it is a team member (issue 13); null for the company's own login */
  member: meMemberSchema.nullable(),
  /** what the signed-in person may do (contracts canPanel): the owner and assist mode are admin */
  role: z.enum(TEAM_ROLES),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const phoneSchema = phone();

/** PATCH /me: what a corporate may edit of its own profile. */
export const updateProfileBodySchema = z
  .object({
    name: businessName(120),
    phone: phoneSchema,
    country_phone_code: text()
      .trim()
      .regex(/^\+\d{1,4}$/, { message: 'validation_error' }),
    lang: langSchema,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'validation_error' });
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;
