// @onething/shared-data/growth: the rules of reflections (periods, prompts) and playbooks (plans built
// from a playbook). Only the growth pages use them, so they are an entry of their own, loaded with those
// pages, not part of the core every first visit downloads. What they need from the core comes through
// '@onething/shared-data', the shared copy.
export * from './domain/reflections';
export * from './domain/playbooks';
