export { MembershipApplicationScreen, applicationFields, APPLICATION_DESCRIPTION_MAX } from './MembershipApplicationScreen';
export type { MembershipApplicationScreenProps, ApplicationField, ApplicationValues, ApplicationErrors } from './MembershipApplicationScreen';
