import {
  idParam,
  partnerAgreementInputSchema,
  partnerAgreementListQuerySchema,
  partnerAgreementPageSchema,
  partnerAgreementSchema,
  partnerAgreementUpdateSchema,
  partnerAvailabilityQuerySchema,
  partnerAvailabilitySchema,
  type PartnerAgreement,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, errorResponses, readErrorResponses } from '../../lib/route';
import { partnerToday, type PartnerService } from './partner.service';

const tags = ['partners'];
const organisationParams = z.object({ organisationId: idParam });
const agreementParams = z.object({ agreementId: idParam });
const read = { permission: 'partner.read' } as const;
const write = { permission: 'partner.write' } as const;

const COLUMNS: ExcelColumn<PartnerAgreement>[] = [
  { header: 'ID', type: 'number', width: 8, value: (a) => a.id },
  { header: 'Property', width: 30, value: (a) => a.propertyName },
  { header: 'Business type', width: 16, value: (a) => a.businessType },
  { header: 'City', width: 16, value: (a) => a.city },
  { header: 'Country', width: 14, value: (a) => a.country },
  { header: 'Owner organisation', width: 26, value: (a) => a.ownerOrganisationName },
  { header: 'Distributor organisation', width: 26, value: (a) => a.distributorOrganisationName },
  { header: 'Commission %', type: 'number', width: 12, value: (a) => a.commissionPercentage },
  { header: 'Status', width: 11, value: (a) => a.status },
  { header: 'In force', width: 9, value: (a) => (a.inForce ? 'Yes' : 'No') },
  { header: 'Start', type: 'date', width: 12, value: (a) => a.startDate },
  { header: 'End', type: 'date', width: 12, value: (a) => a.endDate },
  { header: 'Notes', width: 40, value: (a) => a.notes },
];

export const partnerRoutes: FastifyPluginAsyncZod<{ partners: PartnerService }> = async (
  app,
  { partners },
) => {
  app.get(
    '/api/partner-agreement/organisation/:organisationId',
    {
      config: read,
      schema: {
        tags,
        summary:
          'A page of partner agreements: the properties the organisation distributes (side=distributor, default) ' +
          'or its own properties it lets others distribute (side=owner), by status, searched by property, city ' +
          "or the other organisation's name",
        params: organisationParams,
        querystring: partnerAgreementListQuerySchema,
        response: { 200: partnerAgreementPageSchema, ...readErrorResponses },
      },
    },
    (req) => partners.list(actorOf(req), req.params.organisationId, req.query),
  );

  app.get(
    '/api/partner-agreement/organisation/:organisationId/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook',
        params: organisationParams,
        querystring: partnerAgreementListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const rows = await partners.exportRows(actorOf(req), req.params.organisationId, req.query);
      return sendExport(reply, {
        sheet: 'Partner properties',
        file: req.query.side === 'owner' ? 'partner-distributors' : 'partner-properties',
        date: partnerToday(),
        columns: COLUMNS,
        rows,
      });
    },
  );

  app.get(
    '/api/partner-agreement/:agreementId',
    {
      config: read,
      schema: {
        tags,
        summary: "One agreement, for its property's organisation or its distributor",
        params: agreementParams,
        response: { 200: partnerAgreementSchema, ...readErrorResponses },
      },
    },
    (req) => partners.get(actorOf(req), req.params.agreementId),
  );

  app.post(
    '/api/partner-agreement',
    {
      config: write,
      schema: {
        tags,
        summary:
          "The property's organisation lets another organisation, named by its registered email, distribute the " +
          'property (ACTIVE from startDate); 409 while a live agreement of the pair exists',
        body: partnerAgreementInputSchema,
        response: { 201: partnerAgreementSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await partners.create(actorOf(req), req.body)),
  );

  app.put(
    '/api/partner-agreement/:agreementId',
    {
      config: write,
      schema: {
        tags,
        summary:
          "Commission, dates, notes and status (ACTIVE, SUSPENDED, ENDED: final) by the property's organisation; " +
          '403 for the distributor, 409 when ended or changed since the version read',
        params: agreementParams,
        body: partnerAgreementUpdateSchema,
        response: { 200: partnerAgreementSchema, ...errorResponses },
      },
    },
    (req) => partners.update(actorOf(req), req.params.agreementId, req.body),
  );

  app.get(
    '/api/partner-agreement/:agreementId/availability',
    {
      config: read,
      schema: {
        tags,
        summary:
          "Read-only: the partner property's rooms left per room type and day (counts, no prices), for the " +
          'distributor while the agreement is in force (403 otherwise)',
        params: agreementParams,
        querystring: partnerAvailabilityQuerySchema,
        response: { 200: partnerAvailabilitySchema, ...readErrorResponses },
      },
    },
    (req) => partners.availability(actorOf(req), req.params.agreementId, req.query),
  );
};
