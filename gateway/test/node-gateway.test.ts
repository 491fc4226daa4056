import { startNodeGateway } from './support/engines.js';
import { describeGatewayBehaviour } from './support/behaviour.js';

describeGatewayBehaviour('node', startNodeGateway);
