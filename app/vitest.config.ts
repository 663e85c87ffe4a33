import { appProject } from './vitest.projects';

export default appProject({ isolated: false });
