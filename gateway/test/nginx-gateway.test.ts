import { nginxForTests, startNginxGateway } from './support/engines.js';
import { describeGatewayBehaviour } from './support/behaviour.js';

describeGatewayBehaviour('nginx', startNginxGateway(nginxForTests()));
