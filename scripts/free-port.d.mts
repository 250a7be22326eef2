/** A loopback port nobody is listening on (127.0.0.1 unless another host is given). */
export function freePort(host?: string): Promise<number>;
