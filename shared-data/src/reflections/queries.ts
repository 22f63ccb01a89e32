import { reflectionQueryOptions } from './api/get-reflection';
import { reflectionsQueryOptions } from './api/get-reflections';

// The reflection reads by the names the pages use (reflectionQueries.entry(...)).

export const reflectionQueries = { entry: reflectionQueryOptions, byUser: reflectionsQueryOptions };
