// @onething/shared-data/growth: the rules of reflections (periods, prompts) and playbooks (plans built
// from a playbook). Only the growth pages use them, so they are an entry of their own, loaded with those
// pages, not part of the core every first visit downloads. The core rules they use (dates, labels, clock
// times) are imported relatively, so this entry's chunk carries its own copy of those pure functions.
export * from '../reflections/rules/reflections';
export * from '../playbooks/rules/playbooks';
