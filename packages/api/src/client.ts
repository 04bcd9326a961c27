import { createDirectoryCore, type DirectoryClientOptions, type DirectoryCore } from './core';
import { createAdsService, type AdsService } from './services/ads';
import { createAuthService, type AuthService } from './services/auth';
import { createCategoriesService, type CategoriesService } from './services/categories';
import { createCompaniesService, type CompaniesService } from './services/companies';
import { createCountriesService, type CountriesService } from './services/countries';
import { createCountryAmchamsService, type CountryAmchamsService } from './services/countryAmchams';
import { createEventsService, type EventsService } from './services/events';
import { createHomeService, type HomeService } from './services/home';
import { createPartnersService, type PartnersService } from './services/partners';
import { createRatingsService, type RatingsService } from './services/ratings';
import { createSectorsService, type SectorsService } from './services/sectors';
import { createStatisticsService, type StatisticsService } from './services/statistics';
import { createTrackingService, type TrackingService } from './services/tracking';
import { createUsersService, type UsersService } from './services/users';

/** The typed client of the directory service: one group of calls per service, errors as values. */
export interface DirectoryClient extends DirectoryCore {
  readonly companies: CompaniesService;
  readonly ratings: RatingsService;
  readonly ads: AdsService;
  readonly events: EventsService;
  readonly countries: CountriesService;
  readonly countryAmchams: CountryAmchamsService;
  readonly sectors: SectorsService;
  readonly categories: CategoriesService;
  readonly partners: PartnersService;
  readonly auth: AuthService;
  readonly users: UsersService;
  readonly statistics: StatisticsService;
  readonly home: HomeService;
  readonly tracking: TrackingService;
}

export function createDirectoryClient(options: DirectoryClientOptions): DirectoryClient {
  const core = createDirectoryCore(options);
  return {
    ...core,
    companies: createCompaniesService(core),
    ratings: createRatingsService(core),
    ads: createAdsService(core),
    events: createEventsService(core),
    countries: createCountriesService(core),
    countryAmchams: createCountryAmchamsService(core),
    sectors: createSectorsService(core),
    categories: createCategoriesService(core),
    partners: createPartnersService(core),
    auth: createAuthService(core),
    users: createUsersService(core),
    statistics: createStatisticsService(core),
    home: createHomeService(core),
    tracking: createTrackingService(core),
  };
}
