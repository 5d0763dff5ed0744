import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../api/schema.gen';

/** MSW's `http`, typed from the contract: only real paths, and bodies that match their schemas. */
export const http = createOpenApiHttp<paths>();
