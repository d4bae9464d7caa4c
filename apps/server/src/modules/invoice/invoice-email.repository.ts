// Queries of Email invoice: who the invoice is billed to can be written to, and the property's organisation.
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { company, customer, property } from '../../db/schema';

/** The bill-to's email: the customer's, else the company's (null when neither has one). */
export async function billToEmail(db: Db, inv: { customerId: number | null; companyId: number | null }) {
  if (inv.customerId != null) {
    const [c] = await db
      .select({ email: customer.email })
      .from(customer)
      .where(eq(customer.id, inv.customerId));
    if (c?.email) return c.email;
  }
  if (inv.companyId != null) {
    const [c] = await db.select({ email: company.email }).from(company).where(eq(company.id, inv.companyId));
    if (c?.email) return c.email;
  }
  return null;
}

export async function organisationOfProperty(db: Db, propertyId: number): Promise<number | null> {
  const [row] = await db
    .select({ organisationId: property.organisationId })
    .from(property)
    .where(eq(property.id, propertyId));
  return row?.organisationId ?? null;
}
