import {
  canPanel,
  DEFAULT_MONEY_WATCH,
  errorMessage,
  isErrorCode,
  isLanguage,
  localizeNoticeParams,
  NOTICE_EVENT,
  NOTICE_RESOURCE,
  NOTICES_PAGE,
  noticeText,
  type Notice,
  type NoticeKindName,
  type NoticeParams,
  type NoticesResponse,
  type TeamRole,
} from '@trayecto/contracts';
import type { DbOrTx } from '@trayecto/db';
import type { AppDeps } from '../../app-types.ts';
import { runTransaction } from '../../lib/transaction.ts';
import type { MailAttachment, QueuedMail } from '../mail/mailer.ts';
import type { Emit } from '../../plugins/realtime.ts';
import { corporateContact } from '../topups/topups.repository.ts';
import * as repo from './money-watch.repository.ts';

// A company's notices (issue 13): the panel's bell lists them, each kind for the roles that may
// read what it is about, and each goes out by e-mail, once, to the recipients the company chose
// (its own address when it chose none). Given inside the transaction of what it announces.

export type NoticeInput = {
  corporateId: string;
  kind: NoticeKindName;
  /** the same key twice is the same notice: given once */
  key: string;
  params: NoticeParams;
  /** where the panel takes the reader (a panel path) */
  link: string;
  /** e-mail it too (false: the bell only) */
  email?: boolean;
  attachments?: MailAttachment[];
};

/** Who gets a company's e-mails of money: its chosen recipients, or its own address. */
export async function recipientsOf(db: DbOrTx, corporateId: string) {
  const [settings, company] = await Promise.all([
    repo.findSettings(db, corporateId),
    corporateContact(db, corporateId),
  ]);
  const chosen = settings?.recipients ?? DEFAULT_MONEY_WATCH.recipients;
  return {
    company,
    settings,
    to: chosen.length > 0 ? chosen : company ? [company.email] : [],
  };
}

/**
 * Records a notice in `tx` and queues its e-mails; answers what to do after the commit (deliver
 * and tell the panel), or null when the notice was already given.
 */
export async function giveNotice(deps: AppDeps, tx: DbOrTx, input: NoticeInput) {
  const row = await repo.insertNotice(tx, {
    corporateId: input.corporateId,
    kind: input.kind,
    dedupeKey: input.key,
    params: input.params,
    link: input.link,
    createdAt: deps.clock.now(),
  });
  if (!row) return null;
  const mails: QueuedMail[] = [];
  if (input.email !== false) {
    const { company, to } = await recipientsOf(tx, input.corporateId);
    const lang = company && isLanguage(company.lang) ? company.lang : 'es';
    // the month, day and amounts in the company's language, as the bell shows them
    const params = localizeNoticeParams(input.kind, input.params, lang);
    const { title, body } = noticeText(input.kind, params, lang, (code, l) =>
      isErrorCode(code) ? errorMessage(code, l) : code,
    );
    for (const address of to) {
      mails.push(
        await deps.mailer.queue(tx, {
          to: address,
          subject: `${title} · ${company?.name ?? ''}`.trim(),
          text: `${body}\n\n${deps.config.publicUrl}${input.link}\n\n${deps.config.productName}`,
          attachments: input.attachments,
        }),
      );
    }
  }
  return {
    notice: toNotice(row),
    /** after the commit: the e-mails leave and the panel's bell rings */
    announce(emit: Emit) {
      for (const mail of mails) mail.deliver();
      emit(input.corporateId, NOTICE_EVENT, { kind: input.kind });
    },
  };
}

/** giveNotice in its own transaction, announced at once. */
export async function giveNoticeNow(deps: AppDeps, emit: Emit, input: NoticeInput) {
  const given = await runTransaction(deps.db, (tx) => giveNotice(deps, tx, input));
  given?.announce(emit);
  return given?.notice ?? null;
}

export function toNotice(row: repo.NoticeRow): Notice {
  return {
    _id: row.id,
    kind: row.kind as Notice['kind'],
    params: row.params,
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/** The notice kinds a role may read. */
export function kindsFor(role: TeamRole): NoticeKindName[] {
  return (Object.keys(NOTICE_RESOURCE) as NoticeKindName[]).filter((kind) =>
    canPanel(role, 'read', NOTICE_RESOURCE[kind]),
  );
}

export async function listNotices(
  deps: AppDeps,
  corporateId: string,
  role: TeamRole,
): Promise<NoticesResponse> {
  const kinds = kindsFor(role);
  const [rows, unread] = await Promise.all([
    repo.listNotices(deps.db, corporateId, kinds, NOTICES_PAGE),
    repo.countUnread(deps.db, corporateId, kinds),
  ]);
  return { notices: rows.map(toNotice), unread };
}

export async function readNotices(deps: AppDeps, corporateId: string, role: TeamRole, id?: string) {
  await repo.markRead(deps.db, corporateId, kindsFor(role), deps.clock.now(), id);
  return listNotices(deps, corporateId, role);
}
