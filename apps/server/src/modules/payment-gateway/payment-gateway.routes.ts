import {
  gatewayChoiceSchema,
  idParam,
  paymentGatewayInputSchema,
  paymentGatewayListQuerySchema,
  paymentGatewayPageSchema,
  paymentGatewaySchema,
  paymentGatewayUpdateSchema,
  paymentSettingListQuerySchema,
  paymentSettingPageSchema,
  propertyPaymentSettingInputSchema,
  propertyPaymentSettingSchema,
  type PropertyPaymentSetting,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import type { PaymentGatewayService } from './payment-gateway.service';

const tags = ['payment-gateways'];
const gatewayParams = z.object({ gatewayId: idParam });
const manage = { permission: 'gateway.manage' } as const;
const setting = { permission: 'gateway.setting' } as const;

const masked = (set: boolean, last4: string | null) => (set ? `•••• ${last4 ?? ''}`.trim() : null);

const SETTING_COLUMNS: ExcelColumn<PropertyPaymentSetting>[] = [
  { header: 'Property', width: 28, value: (s) => s.propertyName },
  { header: 'Organisation', width: 28, value: (s) => s.organisationName },
  { header: 'Gateway', width: 22, value: (s) => s.gatewayName },
  { header: 'Kind', width: 10, value: (s) => s.gatewayKind },
  { header: 'Mode', width: 8, value: (s) => s.mode },
  { header: 'Public key', width: 30, value: (s) => s.publicKey },
  // Never the secrets themselves: whether they are set and their last four, as every screen shows them.
  { header: 'Secret key', width: 14, value: (s) => masked(s.secretKeySet, s.secretKeyLast4) },
  { header: 'Webhook secret', width: 14, value: (s) => masked(s.webhookSecretSet, s.webhookSecretLast4) },
  { header: 'Card fee %', type: 'number', width: 10, value: (s) => s.cardFeePercentage },
  { header: 'Transaction fee', type: 'money', width: 14, value: (s) => s.transactionFee },
  { header: 'Callback URL', width: 30, value: (s) => s.callbackUrl },
  { header: 'Updated by', width: 20, value: (s) => s.updatedByName },
  { header: 'Updated', width: 22, value: (s) => s.updatedAt },
];

export const paymentGatewayRoutes: FastifyPluginAsyncZod<{ gateways: PaymentGatewayService }> = async (
  app,
  { gateways },
) => {
  app.get(
    '/api/payment-gateway',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'A page of the platform catalogue of payment gateways (by name unless sorted), filtered by kind and ' +
          'enabled, searched by name or notes, with the number of properties using each',
        querystring: paymentGatewayListQuerySchema,
        response: { 200: paymentGatewayPageSchema, ...readErrorResponses },
      },
    },
    (req) => gateways.listGateways(req.query),
  );

  app.get(
    '/api/payment-gateway/choices',
    {
      config: setting,
      schema: {
        tags,
        summary: "The enabled gateways, by name: what a property's setting may pick",
        response: { 200: z.array(gatewayChoiceSchema), ...readErrorResponses },
      },
    },
    () => gateways.choices(),
  );

  app.post(
    '/api/payment-gateway',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Add a gateway to the catalogue (its kind names the adapter it runs on); 409 for a name in use',
        body: paymentGatewayInputSchema,
        response: { 201: paymentGatewaySchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await gateways.createGateway(actorOf(req), req.body)),
  );

  app.get(
    '/api/payment-gateway/settings',
    {
      config: manage,
      schema: {
        tags,
        summary:
          "A page of the properties' gateway settings across the platform, filtered by organisation, gateway and " +
          'mode, searched by property, organisation or gateway name; secrets only as set and last four',
        querystring: paymentSettingListQuerySchema,
        response: { 200: paymentSettingPageSchema, ...readErrorResponses },
      },
    },
    (req) => gateways.listSettings(req.query),
  );

  app.get(
    '/api/payment-gateway/settings/export',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The same filter as the settings list, every row, as an .xlsx workbook (secrets masked)',
        querystring: paymentSettingListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { rows, today } = await gateways.exportSettings(req.query);
      return sendExport(reply, {
        sheet: 'Payment gateway settings',
        file: 'payment-gateway-settings',
        date: today,
        columns: SETTING_COLUMNS,
        rows,
      });
    },
  );

  app.get(
    '/api/payment-gateway/property/:propertyId',
    {
      config: setting,
      schema: {
        tags,
        summary:
          "The property's gateway setting (configured: false before the first save); secrets only as set and " +
          'their last four characters, never their value',
        params: propertyParams,
        response: { 200: propertyPaymentSettingSchema, ...readErrorResponses },
      },
    },
    (req) => gateways.getSetting(actorOf(req), req.params.propertyId),
  );

  app.put(
    '/api/payment-gateway/property/:propertyId',
    {
      config: setting,
      schema: {
        tags,
        summary:
          "Save the property's gateway setting over the version read (0 for the first save; 409 when saved " +
          'meanwhile). An empty secret keeps the stored one; LIVE mode on the test gateway is refused',
        params: propertyParams,
        body: propertyPaymentSettingInputSchema,
        response: { 200: propertyPaymentSettingSchema, ...errorResponses },
      },
    },
    (req) => gateways.saveSetting(actorOf(req), req.params.propertyId, req.body),
  );

  app.get(
    '/api/payment-gateway/:gatewayId',
    {
      config: manage,
      schema: {
        tags,
        summary: 'One gateway of the catalogue',
        params: gatewayParams,
        response: { 200: paymentGatewaySchema, ...readErrorResponses },
      },
    },
    (req) => gateways.getGateway(req.params.gatewayId),
  );

  app.put(
    '/api/payment-gateway/:gatewayId',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Rename, enable or disable a gateway over the version read (409 when it changed meanwhile); a disabled ' +
          'gateway can no longer be chosen, the properties already on it keep it',
        params: gatewayParams,
        body: paymentGatewayUpdateSchema,
        response: { 200: paymentGatewaySchema, ...errorResponses },
      },
    },
    (req) => gateways.updateGateway(actorOf(req), req.params.gatewayId, req.body),
  );
};
