import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // React Router v8's behaviour, adopted now (docs/decisions/0020-react-router-v8-flags.md).
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
