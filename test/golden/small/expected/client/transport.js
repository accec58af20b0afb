// generated from spec/ — do not edit
// One HTTP exchange over fetch, with abort signal and timeout.
/**
* Sends the request and reads the whole answer, or rejects with the abort reason: the caller's
* `signal.reason`, or a `TimeoutError` `DOMException` once `timeout` milliseconds have passed.
* The deadline covers the body too, and holds even for a `fetch` that ignores its signal.
*/
export async function exchange(fetchFn, request, signal, timeout) {
	const deadline = startDeadline(signal, timeout);
	try {
		if (deadline.controller.signal.aborted) throw deadline.controller.signal.reason;
		const response = await raceAbort(fetchFn(request.url, {
			...request,
			signal: deadline.controller.signal
		}), deadline.controller.signal);
		const text = await raceAbort(response.text(), deadline.controller.signal);
		const contentType = response.headers.get("content-type") ?? "";
		return {
			status: response.status,
			statusText: response.statusText,
			contentType,
			text
		};
	} catch (error) {
		throw deadline.controller.signal.aborted ? deadline.controller.signal.reason : error;
	} finally {
		deadline.stop();
	}
}
function startDeadline(signal, timeout) {
	const controller = new AbortController();
	const forward = () => controller.abort(signal?.reason);
	if (signal?.aborted) forward();
	else signal?.addEventListener("abort", forward, { once: true });
	const timer = timeout === undefined ? undefined : setTimeout(() => controller.abort(new DOMException(`the request took longer than ${timeout} ms`, "TimeoutError")), timeout);
	return {
		controller,
		stop: () => {
			if (timer !== undefined) clearTimeout(timer);
			signal?.removeEventListener("abort", forward);
		}
	};
}
/** `promise`, or the abort reason if the signal fires first (the loser's rejection is handled). */
function raceAbort(promise, signal) {
	return new Promise((resolve, reject) => {
		if (signal.aborted) reject(signal.reason);
		const onAbort = () => reject(signal.reason);
		signal.addEventListener("abort", onAbort, { once: true });
		promise.then((value) => {
			signal.removeEventListener("abort", onAbort);
			resolve(value);
		}, (error) => {
			signal.removeEventListener("abort", onAbort);
			reject(error);
		});
	});
}
