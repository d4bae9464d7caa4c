/**
 * The one table of validation messages (decision 0015). A domain schema never carries English: it emits a key such
 * as `validation.required` (VALIDATION_KEYS), the web app translates the key in the interface language
 * (public/locales/{en,fr}/translation.json, section `validation`), and the API's error plugin answers the English
 * text below, so that API clients read the same messages as before keys existed. The English here is the API's
 * wording (it may name request fields: "Must not be before fromDate"); the web's English may say it for a form.
 */
export const VALIDATION_MESSAGES = {
  // Spec §5 rules and text limits (validation.ts).
  required: 'This field is required',
  phone: 'Enter a valid phone number',
  password:
    'Password must be at least 8 characters with an uppercase letter, a lowercase letter, a digit and one of # ? ! @ $ % ^ & * _ -',
  passwordSpaces: 'Password must not start or end with a space',
  passwordControl: 'Password must not contain control characters such as tabs, line breaks or NUL',
  passwordRepeated: 'Password must not be a short pattern repeated, such as Aa1!Aa1!',
  passwordCommon: 'This password is too common and easy to guess: choose another',
  newPasswordSame: 'The new password must differ from the current one',
  email: 'Enter a valid email address',
  number: 'Digits only',
  tooLong: 'This is too long',
  // Numbers and money.
  tooLarge: 'This is too large',
  wholeNumber: 'Whole number',
  notNegative: 'Must not be negative',
  atLeastZero: 'At least 0',
  atLeastOne: 'At least 1',
  atMost100: 'At most 100',
  twoDecimals: 'At most two decimals',
  moneyDecimals: 'At most 2 decimals',
  amountRequired: 'Enter an amount',
  positive: 'Must be more than 0',
  // Shared fields (fields.ts, helpers.ts, common.ts).
  unknownId: 'No record has this id',
  isoDate: 'Use a calendar date, YYYY-MM-DD',
  dateTime: 'Use a date and time with its offset, such as 2026-03-01T09:00:00+13:00',
  endsAfterStart: 'Must end after it starts',
  time: 'Use a 24-hour time, HH:MM',
  shortName: '2 to 16 characters: a letter first, then letters, digits, spaces or hyphens',
  atLeastThree: 'At least 3 characters',
  seoName: 'Lower-case letters and digits, words joined by single hyphens',
  url: 'Start with http:// or https://',
  urlCredentials: 'Leave the user name and password out of the address',
  currencyCode: 'Use a three-letter currency code',
  timezone: 'Unknown time zone',
  searchText: 'Type something to search for',
  // Business profile: taxes and opening hours.
  slabMax: 'maxAmount must not be below minAmount',
  percentageOrSlab: 'Give a percentage or at least one slab',
  slabsOverlap: 'Slabs must not overlap',
  taxNames: 'Each tax needs its own name',
  requiredWhenOpen: 'Required when open',
  afterOpening: 'Must be after the opening time',
  breakEnd: 'A break ends after it starts',
  breakWithin: 'A break lies within opening hours',
  breaksOverlap: 'Breaks must not overlap',
  sevenWeekdays: 'Give all seven weekdays',
  weekdayOnce: 'Each weekday once',
  weekdayTwice: 'A weekday is listed twice',
  // Rooms, rate plans, rates and availability.
  maxOccupancy: 'Must not exceed the maximum occupancy',
  sharedBeds: 'A shared room lists its beds',
  planCode: 'Upper-case letters, digits, _ or -, up to 20',
  minOverMaxStay: 'Must not exceed the maximum stay',
  expiryBeforeEffective: 'Must not be before the effective date',
  percentBelow100: 'A percentage cannot lower by more than 100',
  toBeforeFrom: 'Must not be before from',
  chooseChange: 'Choose something to change',
  chooseRoomType: 'Choose at least one room type',
  setAsAmount: 'A price is set as an amount',
  availableOrBlocked: 'Send available or blocked, not both',
  fieldToChange: 'Send at least one field to change',
  idList: 'Comma-separated ids',
  checkOutAfterCheckIn: 'Must be after the check-in date',
  // Bookings.
  departureAfterArrival: 'Must be after the arrival date',
  arrivalBeforeToday: 'The stay starts on {{date}} at the earliest',
  customerMissing: 'Pick a customer or enter one',
  customerTwice: 'Pick a customer or enter one, not both',
  unknownStatus: 'Unknown status',
  arrivalToBeforeFrom: 'Must not be before arrivalFrom',
  nothingToChange: 'Nothing to change',
  addRoom: 'Add at least one room',
  afterFrom: 'Must be after from',
  // Users, subscriptions, dashboards.
  chooseRole: 'Choose at least one role',
  targetEndBeforeStart: 'The target end date must not be before its start date',
  invalidLink: 'This link is not valid, was already used or has expired',
  propertyForRoles: 'Choose the property of the property roles',
  choosePermission: 'Choose at least one permission',
  unknownRole: 'Unknown role',
  roleNameTaken: 'A role with this name exists already',
  roleNameLetters: 'Use at least one letter or digit',
  passwordsDiffer: 'The two passwords differ',
  subscriptionOrName: 'Give subscriptionId or name',
  toDateBeforeFromDate: 'Must not be before fromDate',
  yearMonth: 'Use a month, YYYY-MM',
  // The server's own checks (services): conflicts with stored records and ids of other records. The error plugin
  // answers their English in `fields` and the keys in `fieldKeys`, so that the web can say them in French too.
  alreadyUsed: 'Already used',
  alreadyTaken: 'Already taken',
  alreadyExists: 'Already exists',
  emailTaken: 'An account with this email already exists',
  roomNumberUsed: 'This room number is already used at the property',
  planCodeUsed: 'This code is already used by the room type',
  facilityExists: 'This facility already exists',
  publicAddressTaken: 'This public address is taken',
  subscriptionNameTaken: 'A subscription with this name already exists',
  organisationNameUsed: 'An organisation with this name already exists',
  hexColour: 'Use a colour such as #1A73E8',
  platformOrganisation: 'The platform organisation cannot be deactivated',
  organisationInactive: 'The organisation is deactivated: activate it first',
  // Sign-in refusals (403) of a deactivated property (original §1.1) or organisation.
  propertyInactive:
    'Your current subscription has expired, please pay your subscription fee to sign in again',
  organisationSignInInactive: "Your organisation's account is deactivated: contact BookOne support",
  fileRequired: 'Required',
  noRoomLeft: 'No room left in this room type',
  unknownFacility: 'Unknown facility',
  unknownRoomType: 'Unknown room type',
  unknownSubscription: 'Unknown subscription',
  noSuchRoomType: 'No such room type at this property',
  noSuchRoom: 'No such room at this property',
  noSuchCustomer: 'No such customer at this property',
  noSuchBooking: 'No such booking at this property',
  // Reservations (issue 11).
  noSuchOffering: 'No such offering at this property',
  offeringNotBookable: 'This offering is not open for booking',
  noSuchReservationLine: 'No such line in this reservation',
  noSuchProperty: 'No such property',
  noSuchBed: 'No such bed',
  noSuchCompany: 'No such active company in this organisation',
  noSuchRatePlanHere: "No such rate plan in the organisation's properties",
  companyNameUsed: 'A company with this name already exists',
  companyHasCharges: 'Bookings are billed to this company: make it INACTIVE instead',
  notPropertyOrganisation: 'Does not match the property',
  pickAnotherCustomer: 'Pick another customer',
  pickAnotherRoom: 'Pick another room',
  roomPickedTwice: 'A room is picked twice',
  notOfRoomType: 'Not a room of this room type',
  outOfService: 'Out of service',
  notClean: 'Not clean',
  otherRoomType: 'The room is of another type',
  afterTheStay: 'After the stay',
  guestCheckedIn: 'The guest has checked in',
  wrongCurrentPassword: 'The current password is not correct',
  minOverMaxOccupancy: 'Must not exceed maxOccupancy',
  minStayOverMaxStay: 'Must not exceed maxStay',
  expiryBeforeEffectiveDate: 'Must not be before effectiveDate',
  fileEmpty: 'Choose an image or a PDF',
  notImageOrPdf: 'Choose a PNG, JPEG, GIF or WebP image, or a PDF',
  notImage: 'Choose a PNG, JPEG, GIF or WebP image',
  countryCode: 'Use a two-letter ISO 3166 country code',
  noSuchParentPlace: 'No such place at the level above',
  // Business types and partner agreements (issue 10).
  chooseModule: 'Choose at least one module',
  listedTwice: 'An entry is listed twice',
  endBeforeStart: 'Must not be before the start date',
  businessTypeNotOffered: 'This business type is not offered: choose another',
  changedMeanwhile: 'Someone else changed this meanwhile: reload it and apply your change again',
  ownOrganisationProperty: 'A property of your own organisation needs no agreement',
  agreementExists: 'This organisation already has an agreement for this property',
  agreementEnded: 'This agreement has ended: grant a new one instead',
  noOrganisationWithEmail: 'No active organisation is registered with this email',
  gatewayNotEnabled: 'Choose an enabled payment gateway',
  testGatewayNotLive: 'The test gateway takes no live payments: choose TEST mode or a real gateway',
  gatewayNameTaken: 'A payment gateway with this name already exists',
  phoneOrEmail: 'Give a phone number or an email to answer the guest',
  notBelowMinimum: 'Must not be below the minimum',
  noSuchAssignee: 'No such user who may work this enquiry',
  wonBookingNotHere: "No such booking at the enquiry's property: name the booking it became",
  bookingHasEnquiry: 'This booking is already the outcome of another enquiry',
  wonKeepsProperty: "A won enquiry keeps its booking's property",
  enquiryQuoteOut:
    "This enquiry's quote was sent with a payment link that is still open: the stay is booked when the guest pays it. Cancel the payment link to confirm the booking here",
  // Business leads (issue 15).
  leadContact: 'Give a mobile number or an email to reach the business',
  leadWonNeedsEmail: "Add the lead's email first: the business's administrator is invited by email",
  noSuchAccountManager: 'No such user who may work leads',
  // Products (issue 12).
  fourDecimals: 'At most 4 decimals',
  priceOrFactor: 'Give a price or a factor of the product price, not both',
  variationTwice: 'A variation with this name is listed already',
  discountOverPrice: 'Must not be above the sell price',
  modifierOwnGroup: "A product's own group cannot be its modifiers",
  otherOutlet: 'Not a group of this outlet',
  groupHasProducts: 'The group has products: it stays at its outlet',
  // Orders (issue 12).
  noSuchOutlet: 'No such outlet at this property',
  noSuchProduct: 'No such product on sale at this outlet',
  noSuchVariation: 'No such variation of this product',
  noSuchModifier: 'Not a modifier offered with this product',
  noSuchTable: 'No such table at this property',
  noSuchOrderLine: 'No such line on this order',
  bookingNotInHouse: 'The booking is not checked in: room orders go to in-house guests only',
  // Invoices (issue 13).
  billToOne: 'Bill to a customer, a company or a name: one of them',
  invoicePrefix: 'Letters, digits, / _ or - only',
  nothingToInvoice: 'Nothing left to invoice here',
  noSuchReservation: 'No such reservation at this property',
  noSuchOrder: 'No such order at this property',
  noSuchInvoice: 'No issued invoice with a balance at this property',
  // Promotions (issue 14).
  couponCode: '3 to 30 letters, digits, - or _',
  couponCodeTaken: 'Another promotion of this property has this code',
  usesOverTotal: 'Must not be more than the total uses',
  oneMainImage: 'Only one image may be the main one',
  promotionUnknown: 'No promotion of this property has this code',
  promotionInactive: 'This code is switched off',
  promotionNotYetValid: 'This code is valid from {{date}}',
  promotionExpired: 'This code expired on {{date}}',
  promotionUsedUp: 'This code has been used up',
  promotionCustomerNeeded: 'This code is limited per customer: choose the customer first',
  promotionUsedUpByCustomer: 'This customer has already used this code {{count}} times, its limit',
  promotionNotStackable: 'This code cannot be combined with {{other}}',
  promotionWrongItem: 'This code does not apply to what is being sold',
  promotionOutsideStayDates: 'This code does not apply to these stay or visit dates',
  promotionTooLate: 'This code needs booking at least {{days}} days ahead',
  promotionTooEarly: 'This code is for bookings at most {{days}} days ahead',
  promotionMinimumSpend: 'This code needs a spend of at least {{amount}}',
  promotionHasUses: 'This promotion has been used: switch it off instead',
  usesBelowCounted: 'At least {{min}}, the uses already counted',
  promotionLastUseTaken: "This code's last use was just taken by another sale",
  // Campaigns (issue 14).
  languageTwice: 'Each language once',
  unknownMergeField: 'Unknown merge field: use only the fields listed in the help',
  mergeFieldNeedsPromotion: 'Choose a promotion to use its code or name',
  scheduleInFuture: 'Choose a time in the future',
  // OTA channels (issue 16).
  noChannelSubscription: 'This property has no Channel Management subscription',
  channelNameTaken: 'A channel with this name already exists',
  channelConnected: 'This property is already connected to this channel',
  channelInUse: 'Properties are connected to this channel: make it INACTIVE instead',
  channelInactive: 'This channel is not active',
  rateAdjustmentRange: 'Between -99.99 and 200',
  icalIntervalRange: 'Between 5 and 1440 minutes',
  icalFeedTaken: 'This calendar is already imported for this property',
  // The server's checks with figures: `{{name}}` is a value the service gives with the key (withValues).
  atMostPercent: 'At most {{max}} %',
  atMostAmount: 'At most {{max}}',
  atMostTogether: 'At most {{max}} together',
  atMostPerSession: 'At most {{max}} per session',
  pickExactly: 'Pick exactly {{count}}',
  roomNotClean: 'Room {{room}} is not clean',
  bookingCurrency: "Must be {{currency}}, the booking's currency",
  atMostDays: 'At most {{max}} days',
  atMostDaysAfterFrom: 'At most {{max}} days after from',
  atMostNightsAfterCheckIn: 'At most {{max}} nights after check-in',
  overCreditLimit: 'Over the credit limit of {{limit}} (owing {{owing}}, this booking {{amount}})',
  keyStartsWith: 'Must start with {{prefix}}',
  enquiryStatusMove: 'An enquiry that is {{from}} cannot become {{to}}',
  leadStageMove: 'A lead that is {{from}} cannot become {{to}}',
  leadMovedMeanwhile: 'Someone else moved this lead to {{stage}} meanwhile',
} as const;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;
/** A message as a schema emits it: the i18n key of the web's `validation` section. */
export type ValidationMessageKey = `validation.${ValidationKey}`;

/** The message key of each rule, for the schemas: `VALIDATION_KEYS.required` is 'validation.required'. */
export const VALIDATION_KEYS = Object.fromEntries(
  Object.keys(VALIDATION_MESSAGES).map((key) => [key, `validation.${key}`]),
) as { readonly [K in ValidationKey]: `validation.${K}` };

const PREFIX = 'validation.';

/** Whether a message is one of the keys above (not free text, not a key of another table). */
export function isValidationKey(message: string): message is ValidationMessageKey {
  return message.startsWith(PREFIX) && Object.hasOwn(VALIDATION_MESSAGES, message.slice(PREFIX.length));
}

/** The values of a message's placeholders: `{ max: 5 }` for 'At most {{max}} days'. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message with figures, as a service raises it: its key and the values of its placeholders. */
export type KeyedMessage = { readonly key: ValidationMessageKey; readonly values: MessageValues };

/** A field message with figures: `withValues(VALIDATION_KEYS.atMostDays, { max: 366 })`. */
export const withValues = (key: ValidationMessageKey, values: MessageValues): KeyedMessage => ({
  key,
  values,
});

/**
 * The English text of a message key for API clients, its `{{name}}` placeholders filled from `values` (the same
 * syntax as the web's translations); any other message (a server's own text) comes back as is.
 */
export function validationText(message: string, values: MessageValues = {}): string {
  if (!isValidationKey(message)) return message;
  const text: string = VALIDATION_MESSAGES[message.slice(PREFIX.length) as ValidationKey];
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
