import {
  type Booking,
  type Customer,
  type CustomerDocument,
  type CustomerDocumentInput,
  type CustomerDuplicate,
  type CustomerInput,
  type CustomerListQuery,
  type CustomerSaved,
  type CustomerStays,
  type DuplicateQuery,
  holdsInventory,
  type Page,
  todayIn,
  VALIDATION_KEYS,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { removePrivateFile, storePrivateFile, type PrivateUpload } from '../../lib/private-files';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import {
  customerHasBookings,
  deleteCustomerDocumentRow,
  findCustomerDocumentRow,
  insertCustomerDocument,
  listCustomerDocuments,
  lockCustomerDocumentRow,
  lockForMerge,
  moveCustomerRecords,
  toCustomerDocument,
  updateCustomerDocumentRow,
  customerValues,
  deleteCustomerRow,
  findCustomerRow,
  findDuplicates,
  insertCustomer,
  listCustomers,
  lockCustomerRow,
  toCustomer,
  updateCustomerRow,
  fullName,
  type CustomerDocumentRow,
  type CustomerRow,
} from './customer.repository';

/** A customer as the audit log compares it: the fields the form shows (ids and times are on the log's row). */
const audited = (row: CustomerRow) => {
  const { id: _id, propertyId: _p, createdAt: _c, updatedAt: _u, ...fields } = toCustomer(row);
  return fields;
};

/** Writes the audit row of a customer's create, update or delete, on the change's transaction. */
function auditCustomer(
  tx: Db,
  actor: AuditActor | null,
  action: 'create' | 'update' | 'delete',
  before: CustomerRow | null,
  after: CustomerRow | null,
  event?: string,
) {
  const row = (after ?? before)!;
  return recordAudit(tx, actor, {
    entity: 'customer',
    entityId: row.id,
    action,
    before: before && audited(before),
    after: after && audited(after),
    propertyId: row.propertyId,
    event,
  });
}

/** An identity document as the audit log compares it: type, number and the scans' names (never their paths). */
const auditedDocument = (d: CustomerDocumentRow) => ({
  customerId: d.customerId,
  type: d.type,
  number: d.number,
  frontName: d.frontName,
  backName: d.backName,
});

function auditDocument(
  tx: Db,
  actor: AuditActor,
  before: CustomerDocumentRow | null,
  after: CustomerDocumentRow | null,
) {
  const row = (after ?? before)!;
  return recordAudit(tx, actor, {
    entity: 'customer_document',
    entityId: row.id,
    action: before && after ? 'update' : after ? 'create' : 'delete',
    before: before && auditedDocument(before),
    after: after && auditedDocument(after),
    propertyId: row.propertyId,
  });
}

/**
 * Creates a customer of a property (the caller has checked the property) and its audit row; used by bookings for
 * inline guests, on their transaction.
 */
export async function createCustomerRow(
  db: Db,
  propertyId: number,
  input: CustomerInput,
  actor: AuditActor | null,
): Promise<CustomerRow> {
  const row = await insertCustomer(db, { ...customerValues(input), firstName: input.firstName, propertyId });
  await auditCustomer(db, actor, 'create', null, row);
  return row;
}

/** Where identity documents live under DATA_DIR/private. */
const DOCUMENTS = 'documents';
export type DocumentSide = 'front' | 'back';

/** The fields a merge copies from the duplicate when the customer kept has them blank. */
const MERGE_FIELDS = [
  'lastName',
  'company',
  'email',
  'phone',
  'phoneDigits',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'country',
  'postcode',
  'notes',
  'gender',
  'language',
  'birthday',
  'anniversary',
  'taxId',
] as const satisfies readonly (keyof CustomerRow)[];

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A guest's bookings of every status, oldest first: the booking module's, passed in by app.ts (booking is above). */
export type BookingsOfCustomer = (db: Db, customerId: number) => Promise<Booking[]>;

export function createCustomerService(db: Db, privateDir: string, bookingsOf: BookingsOfCustomer) {
  /** The customer and its property, after the tenant rule (404, then 403). */
  async function reachableCustomerAndProperty(actor: Actor, id: number) {
    const row = await findCustomerRow(db, id);
    if (!row) throw notFound('Customer');
    const property = await reachableProperty(db, actor, row.propertyId, 'Customer');
    return { row, property };
  }
  async function reachableCustomer(actor: Actor, id: number) {
    return (await reachableCustomerAndProperty(actor, id)).row;
  }
  /** A document of a customer the caller may reach; a document of another customer is not found. */
  async function reachableDocument(actor: Actor, customerId: number, documentId: number) {
    await reachableCustomer(actor, customerId);
    const doc = await findCustomerDocumentRow(db, documentId);
    if (!doc || doc.customerId !== customerId) throw notFound('Document');
    return doc;
  }

  return {
    async list(actor: Actor, propertyId: number, query: CustomerListQuery): Promise<Page<Customer>> {
      await reachableProperty(db, actor, propertyId);
      return listCustomers(db, propertyId, query);
    },

    async get(actor: Actor, id: number): Promise<Customer> {
      return toCustomer(await reachableCustomer(actor, id));
    },

    async create(actor: Actor, propertyId: number, input: CustomerInput): Promise<CustomerSaved> {
      await reachableProperty(db, actor, propertyId);
      const row = await db.transaction((tx) => createCustomerRow(tx, propertyId, input, actor));
      const duplicates = await findDuplicates(db, propertyId, row, row.id);
      return { customer: toCustomer(row), duplicates };
    },

    async update(actor: Actor, id: number, input: Partial<CustomerInput>): Promise<CustomerSaved> {
      const current = await reachableCustomer(actor, id);
      const row = await db.transaction(async (tx) => {
        const before = await lockCustomerRow(tx, id);
        if (!before) throw notFound('Customer');
        const after = await updateCustomerRow(tx, id, customerValues(input, before));
        await auditCustomer(tx, actor, 'update', before, after);
        return after;
      });
      const duplicates = await findDuplicates(db, current.propertyId, row, row.id);
      return { customer: toCustomer(row), duplicates };
    },

    async remove(actor: Actor, id: number): Promise<{ message: string }> {
      await reachableCustomer(actor, id);
      if (await customerHasBookings(db, id))
        throw conflict('This customer has bookings and cannot be deleted');
      const documents = await listCustomerDocuments(db, id);
      await db.transaction(async (tx) => {
        const before = await lockCustomerRow(tx, id);
        if (!before) throw notFound('Customer');
        await deleteCustomerRow(tx, id);
        await auditCustomer(tx, actor, 'delete', before, null);
      });
      // The document rows went with the customer (cascade); their private files go too.
      for (const d of documents) {
        await removePrivateFile(privateDir, d.frontPath);
        await removePrivateFile(privateDir, d.backPath);
      }
      return { message: 'Customer deleted' };
    },

    // -------------------------------------------------------------- identity documents

    async documents(actor: Actor, id: number): Promise<CustomerDocument[]> {
      await reachableCustomer(actor, id);
      return (await listCustomerDocuments(db, id)).map(toCustomerDocument);
    },

    async addDocument(actor: Actor, id: number, input: CustomerDocumentInput): Promise<CustomerDocument> {
      const c = await reachableCustomer(actor, id);
      const row = await db.transaction(async (tx) => {
        const saved = await insertCustomerDocument(tx, {
          propertyId: c.propertyId,
          customerId: c.id,
          type: input.type,
          number: input.number,
        });
        await auditDocument(tx, actor, null, saved);
        return saved;
      });
      return toCustomerDocument(row);
    },

    async updateDocument(
      actor: Actor,
      id: number,
      documentId: number,
      input: Partial<CustomerDocumentInput>,
    ): Promise<CustomerDocument> {
      await reachableDocument(actor, id, documentId);
      const row = await db.transaction(async (tx) => {
        const before = await lockCustomerDocumentRow(tx, documentId);
        if (!before) throw notFound('Document');
        const saved = await updateCustomerDocumentRow(tx, documentId, {
          type: input.type,
          number: input.number,
          updatedAt: new Date(),
        });
        await auditDocument(tx, actor, before, saved);
        return saved;
      });
      return toCustomerDocument(row);
    },

    async removeDocument(actor: Actor, id: number, documentId: number): Promise<{ message: string }> {
      const doc = await reachableDocument(actor, id, documentId);
      await db.transaction(async (tx) => {
        await deleteCustomerDocumentRow(tx, documentId);
        await auditDocument(tx, actor, doc, null);
      });
      await removePrivateFile(privateDir, doc.frontPath);
      await removePrivateFile(privateDir, doc.backPath);
      return { message: 'Document deleted' };
    },

    /** Attaches (or replaces) the front or back scan: kept privately, the old file removed after the row moves on. */
    async attachDocumentFile(
      actor: Actor,
      id: number,
      documentId: number,
      side: DocumentSide,
      file: PrivateUpload & { mime: string; ext: string },
    ): Promise<CustomerDocument> {
      await reachableDocument(actor, id, documentId);
      const path = await storePrivateFile(privateDir, DOCUMENTS, file.ext, file.buffer);
      let old: string | null = null;
      let saved: CustomerDocument;
      try {
        saved = await db.transaction(async (tx) => {
          const row = await lockCustomerDocumentRow(tx, documentId);
          if (!row || row.customerId !== id) throw notFound('Document');
          old = side === 'front' ? row.frontPath : row.backPath;
          const values =
            side === 'front'
              ? { frontPath: path, frontName: file.filename, frontMime: file.mime }
              : { backPath: path, backName: file.filename, backMime: file.mime };
          const after = await updateCustomerDocumentRow(tx, documentId, { ...values, updatedAt: new Date() });
          await auditDocument(tx, actor, row, after);
          return toCustomerDocument(after);
        });
      } catch (err) {
        await removePrivateFile(privateDir, path);
        throw err;
      }
      await removePrivateFile(privateDir, old);
      return saved;
    },

    /** The stored scan of one side (404 when that side has none). */
    async documentFile(actor: Actor, id: number, documentId: number, side: DocumentSide) {
      const doc = await reachableDocument(actor, id, documentId);
      const stored =
        side === 'front'
          ? { path: doc.frontPath, mime: doc.frontMime, name: doc.frontName }
          : { path: doc.backPath, mime: doc.backMime, name: doc.backName };
      if (!stored.path) throw notFound('Document file');
      return stored;
    },

    // -------------------------------------------------------------- history and merge

    /**
     * The customer's bookings, newest first, and totals. Stays, nights and spent count the bookings that hold (or
     * held) rooms (NEW, CONFIRMED, CHECKEDIN, CHECKEDOUT); paid counts money on every booking (a cancelled
     * booking's unrefunded deposit is a credit), so balance = spent − paid. lastStay is the latest arrival of a
     * stay that happened (checked in or out); nextStay the earliest arrival, from today on, of a booking to come.
     */
    async stays(actor: Actor, id: number): Promise<CustomerStays> {
      const { property } = await reachableCustomerAndProperty(actor, id);
      const bookings = (await bookingsOf(db, id)).reverse();
      const today = todayIn(property.timezone);
      const counted = bookings.filter((b) => holdsInventory(b.status));
      const spent = round2(counted.reduce((acc, b) => acc + b.total + b.servicesTotal + b.expensesTotal, 0));
      const paid = round2(bookings.reduce((acc, b) => acc + b.paid, 0));
      const happened = counted.filter((b) => b.status === 'CHECKEDIN' || b.status === 'CHECKEDOUT');
      const coming = counted.filter(
        (b) => (b.status === 'NEW' || b.status === 'CONFIRMED') && b.arrival >= today,
      );
      return {
        bookings,
        totals: {
          stays: counted.length,
          nights: counted.reduce((acc, b) => acc + b.nights, 0),
          spent,
          paid,
          balance: round2(spent - paid),
          lastStay:
            happened
              .map((b) => b.arrival)
              .sort()
              .at(-1) ?? null,
          nextStay: coming.map((b) => b.arrival).sort()[0] ?? null,
        },
      };
    },

    /**
     * Merges a duplicate into this customer in one transaction: its bookings, payments and documents move over,
     * this customer's blank fields take the duplicate's values, and the duplicate is deleted. Both must be of the
     * same property.
     */
    async merge(actor: Actor, id: number, duplicateId: number): Promise<CustomerSaved> {
      const keep = await reachableCustomer(actor, id);
      if (duplicateId === id)
        throw badRequest('A customer cannot be merged into itself', {
          duplicateId: VALIDATION_KEYS.pickAnotherCustomer,
        });
      const dup = await findCustomerRow(db, duplicateId);
      // Another property's customer is answered like an unknown one: nothing about it is revealed.
      if (!dup || dup.propertyId !== keep.propertyId)
        throw badRequest('Customer not found', { duplicateId: VALIDATION_KEYS.noSuchCustomer });
      await db.transaction(async (tx) => {
        const locked = await lockForMerge(tx, id, duplicateId);
        if (!locked.keep) throw notFound('Customer');
        if (!locked.duplicate) throw conflict('The duplicate was deleted meanwhile');
        const fills: Partial<CustomerRow> = {};
        for (const f of MERGE_FIELDS) {
          const mine = locked.keep[f];
          const theirs = locked.duplicate[f];
          if ((mine == null || mine === '') && theirs != null && theirs !== '')
            Object.assign(fills, { [f]: theirs });
        }
        await moveCustomerRecords(tx, duplicateId, id);
        await deleteCustomerRow(tx, duplicateId);
        await auditCustomer(tx, actor, 'delete', locked.duplicate, null, 'MERGED_INTO');
        const after =
          Object.keys(fills).length > 0
            ? await updateCustomerRow(tx, id, { ...fills, updatedAt: new Date() })
            : locked.keep;
        // The kept customer's row names the duplicate it took in, with the blank fields it filled.
        await recordAudit(tx, actor, {
          entity: 'customer',
          entityId: id,
          action: 'update',
          event: 'MERGE',
          before: audited(locked.keep),
          after: audited(after),
          changes: { mergedCustomer: [null, `${fullName(locked.duplicate)} (#${duplicateId})`] },
          propertyId: locked.keep.propertyId,
        });
      });
      const row = (await findCustomerRow(db, id))!;
      return { customer: toCustomer(row), duplicates: await findDuplicates(db, row.propertyId, row, row.id) };
    },

    async duplicates(actor: Actor, propertyId: number, query: DuplicateQuery): Promise<CustomerDuplicate[]> {
      await reachableProperty(db, actor, propertyId);
      return findDuplicates(db, propertyId, query, query.excludeId);
    },
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;

/**
 * For the till (order module): the property's customers matching a name, phone or email fragment, the first `size`
 * by name. The caller has checked the property.
 */
export function searchCustomersOfProperty(db: Db, propertyId: number, search: string, size: number) {
  return listCustomers(db, propertyId, { page: 0, size, sort: 'name', order: 'asc', search });
}

/** For other modules (booking creates and names its guests). */
export { findCustomerRow, fullName } from './customer.repository';
