export { CompanyProfileScreen, companyProfileFields, DESCRIPTION_MAX } from './CompanyProfileScreen';
export type { CompanyProfileScreenProps, CompanyProfileField, CompanyProfileValues, CompanyProfileErrors, CompanyLogoState } from './CompanyProfileScreen';
