// shared-ui types styled-components' DefaultTheme in a .d.ts, which imports of @onething/shared-ui do
// not pull into this program; without this reference `theme.space` etc. are untyped here.
/// <reference path="../../shared-ui/src/theme/styled.d.ts" />
