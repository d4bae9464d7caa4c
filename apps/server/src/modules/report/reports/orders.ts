// The orders reports of the dashboard (issue 15): the outlets' sales by product, group, hour, outlet and operator,
// the tax by rate, cancellations, kitchen voids and discounts.
import { businessServiceOptions } from './grouped-sql';
import { groupedReports } from './grouped-report';
import {
  cancellationsByReason,
  discountsByOperator,
  kitchenVoids,
  salesByGroup,
  salesByHour,
  salesByOperator,
  salesByOutlet,
  salesByProduct,
  taxByRate,
} from './order-reports.repository';

const SOLD =
  'orders not cancelled (open ones included) taken on the range’s days (property-local), of the outlet if chosen';

const lineMoney = [
  { key: 'quantity', label: 'Quantity', type: 'int' },
  { key: 'gross', label: 'Gross', type: 'money' },
  { key: 'discount', label: 'Discount', type: 'money' },
  { key: 'net', label: 'Net', type: 'money' },
  { key: 'tax', label: 'Tax', type: 'money' },
  { key: 'sales', label: 'Sales', type: 'money' },
] as const;

const orderMoney = [
  { key: 'orders', label: 'Orders', type: 'int' },
  { key: 'covers', label: 'Covers', type: 'int' },
  { key: 'net', label: 'Net', type: 'money' },
  { key: 'serviceCharge', label: 'Service charge', type: 'money' },
  { key: 'tax', label: 'Tax', type: 'money' },
  { key: 'sales', label: 'Sales', type: 'money' },
  { key: 'averageOrder', label: 'Average order', type: 'money' },
] as const;

export const orderReports = groupedReports(
  {
    group: 'orders',
    permission: 'report.orders',
    businessTypes: ['Restaurant', 'Accommodation', 'Services', 'Other'],
    filter: {
      key: 'outletId',
      options: (db, propertyIds) => businessServiceOptions(db, propertyIds, 'product_group'),
    },
  },
  [
    {
      id: 'order-products',
      summary: `Sales by product as sold (code, name and group on the line) of the ${SOLD}: units, price before discounts, discounts, net, tax, sales (with service charge)`,
      columns: [
        { key: 'product', label: 'Product', type: 'text' },
        { key: 'code', label: 'Code', type: 'text' },
        { key: 'group', label: 'Group', type: 'text' },
        { key: 'outlet', label: 'Outlet', type: 'text' },
        ...lineMoney,
      ],
      chart: { kind: 'bar', x: 'product', series: ['sales'] },
      sheet: 'Products',
      figures: salesByProduct,
    },
    {
      id: 'order-groups',
      summary: `Sales by product group (its name on the line) of the ${SOLD}`,
      columns: [
        { key: 'group', label: 'Group', type: 'text' },
        { key: 'outlet', label: 'Outlet', type: 'text' },
        ...lineMoney,
      ],
      chart: { kind: 'pie', x: 'group', series: ['sales'] },
      sheet: 'Groups',
      figures: salesByGroup,
    },
    {
      id: 'order-hours',
      summary: `Sales by the hour of the day (property-local, 0 to 23, every hour listed) of the ${SOLD}`,
      columns: [{ key: 'hour', label: 'Hour', type: 'int' }, ...orderMoney],
      chart: { kind: 'bar', x: 'hour', series: ['sales'] },
      sheet: 'Hours',
      figures: salesByHour,
    },
    {
      id: 'order-outlets',
      summary: `Sales by outlet of the ${SOLD}`,
      columns: [
        { key: 'outlet', label: 'Outlet', type: 'text' },
        { key: 'property', label: 'Property', type: 'text' },
        ...orderMoney,
      ],
      chart: { kind: 'bar', x: 'outlet', series: ['sales'] },
      sheet: 'Outlets',
      figures: salesByOutlet,
    },
    {
      id: 'order-operators',
      summary: `Sales by operator (the user who took the order) of the ${SOLD}, with the orders each cancelled and their value`,
      columns: [
        { key: 'operator', label: 'Operator', type: 'text' },
        ...orderMoney,
        { key: 'cancelled', label: 'Cancelled', type: 'int' },
        { key: 'cancelledValue', label: 'Cancelled value', type: 'money' },
      ],
      chart: { kind: 'bar', x: 'operator', series: ['sales'] },
      sheet: 'Operators',
      figures: salesByOperator,
    },
    {
      id: 'order-tax',
      summary: `Tax by rate (the slab each line was sold at) of the ${SOLD}: lines, taxable amount (after discounts, without service charge and tax), tax and sales`,
      columns: [
        { key: 'rate', label: 'Tax rate', type: 'percent' },
        { key: 'lines', label: 'Lines', type: 'int' },
        { key: 'taxable', label: 'Taxable', type: 'money' },
        { key: 'tax', label: 'Tax', type: 'money' },
        { key: 'sales', label: 'Sales', type: 'money' },
      ],
      chart: { kind: 'pie', x: 'rate', series: ['tax'] },
      sheet: 'Tax',
      figures: taxByRate,
    },
    {
      id: 'order-cancellations',
      summary:
        'Orders cancelled, taken on the range’s days (property-local), by their reason, with what they would have been worth',
      columns: [
        { key: 'reason', label: 'Reason', type: 'text' },
        { key: 'orders', label: 'Orders', type: 'int' },
        { key: 'value', label: 'Value', type: 'money' },
      ],
      chart: { kind: 'pie', x: 'reason', series: ['orders'] },
      sheet: 'Cancellations',
      figures: cancellationsByReason,
    },
    {
      id: 'order-kitchen-voids',
      summary:
        'Units sent to the kitchen and taken back (cancelled orders, removed or lowered lines) by product, of the orders taken on the range’s days, valued at the line’s unit and modifiers price',
      columns: [
        { key: 'product', label: 'Product', type: 'text' },
        { key: 'tickets', label: 'Tickets', type: 'int' },
        { key: 'units', label: 'Units', type: 'int' },
        { key: 'value', label: 'Value', type: 'money' },
      ],
      chart: { kind: 'bar', x: 'product', series: ['units'] },
      sheet: 'Kitchen voids',
      figures: kitchenVoids,
    },
    {
      id: 'order-discounts',
      summary: `Discounts by operator on the discounted ${SOLD}: the lines’ own, coupon codes’ and the orders’ (spread over their lines), their sum and its share of the price before discounts`,
      columns: [
        { key: 'operator', label: 'Operator', type: 'text' },
        { key: 'orders', label: 'Orders', type: 'int' },
        { key: 'gross', label: 'Gross', type: 'money' },
        { key: 'lineDiscounts', label: 'Line discounts', type: 'money' },
        { key: 'orderDiscounts', label: 'Order discounts', type: 'money' },
        { key: 'promotionDiscounts', label: 'Promotion discounts', type: 'money' },
        { key: 'discount', label: 'Discount', type: 'money' },
        { key: 'discountRate', label: 'Discount rate', type: 'percent' },
      ],
      chart: { kind: 'bar', x: 'operator', series: ['discount'] },
      sheet: 'Discounts',
      figures: discountsByOperator,
    },
  ],
);
