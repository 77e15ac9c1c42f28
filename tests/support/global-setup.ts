export { default } from '../../apps/mock-server/src/testing/global-setup.ts';
