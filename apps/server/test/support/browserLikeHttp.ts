/**
 * colyseus.js in Node sends its matchmaking requests through Node's global HTTP agent, whose
 * sockets time out after 5 s (Node 20), and then aborts them ("socket hang up"). A browser's
 * request waits for the answer. The tests' and benches' clients stand in for browsers, so they
 * wait too: a server busy for a while (a restart's rejoin storm, a loaded CI machine) is slow
 * for them, as for players, not a failure that a browser would never see.
 */
import http from 'node:http';

const agent = http.globalAgent as http.Agent & { options: http.AgentOptions; keepAlive: boolean };
delete agent.options.timeout;
// Without that timeout an idle kept-alive socket would wait for ever, while the server closes
// it after its own 5 s: a request sent on it just then failed with ECONNRESET (seen under a
// loaded full run). A new connection per request, as the first request of a page makes.
agent.keepAlive = false;
agent.options.keepAlive = false;
