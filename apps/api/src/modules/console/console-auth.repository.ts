import { and, eq } from 'drizzle-orm';
import { admins, type DbOrTx } from '@trayecto/db';

/** An admin who may use the console now (inactive admins are refused like unknown tokens). */
export async function findActiveAdmin(db: DbOrTx, adminId: string) {
  const [row] = await db
    .select({ id: admins.id, name: admins.name, email: admins.email, role: admins.role })
    .from(admins)
    .where(and(eq(admins.id, adminId), eq(admins.isActive, true)));
  return row;
}

export async function findAdminByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(admins).where(eq(admins.email, email));
  return row;
}

export function listAdmins(db: DbOrTx) {
  return db
    .select({ id: admins.id, name: admins.name, email: admins.email })
    .from(admins)
    .orderBy(admins.name);
}
