export { CountryFlag, CountryLabel, chosenFlag, countryFlagSizes, flagImagesPath, regionOfFlag } from './CountryFlag';
export type { CountryFlagProps, CountryLabelProps, CountryFlagSize } from './CountryFlag';
