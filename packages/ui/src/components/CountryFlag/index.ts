export { CountryFlag, CountryLabel, countryFlagSizes, flagImagesPath, regionOfFlag } from './CountryFlag';
export type { CountryFlagProps, CountryLabelProps, CountryFlagSize } from './CountryFlag';
