/** Session storage keys of spec §3. The web app keeps the signed-in session under exactly these names. */
export const SESSION_KEYS = {
  authToken: 'AuthToken',
  userId: 'UserId',
  propertyId: 'PropertyId',
  empId: 'EmpId',
  onboardingPropertyId: 'OnboardingPId',
  onboardUserId: 'OnboardUserId',
  organizationId: 'OrganizationId',
  roomDetails: 'RoomDetails',
  propertyDetails: 'PropertyDetails',
  enquiryDetails: 'EnquiryDetails',
  roles: 'Roles',
  bookingDetails: 'BookingDetails',
  propertyRoomDetail: 'P-Room-Detail',
  userName: 'UserName',
} as const;
