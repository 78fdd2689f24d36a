"""Adversarial attempts at the error instructions (error_1-4), judged in both verdict modes.

Every attempt dodges its instruction; strict mode must fail it (unless the route is marked
open and documented), and its honest twin must pass in paper and strict mode alike.
"""

from __future__ import annotations

from textwrap import dedent

import pytest
from adversarial_harness import Attempt, category_tests

from vibebench.instructions import InstructionSpec
from vibebench.verify import VerifyRequest, verify

IDS = ("error_1", "error_2", "error_3", "error_4")


def code(text: str) -> str:
    return dedent(text).lstrip("\n")


# -- error_1: specific exceptions ----------------------------------------------------------
ACCENTED_SPECIFIC_TWIN = code("""
    def analyser(texte):
        # « Nombre » : un entier écrit en chiffres, sinon rien.
        try:
            return int(texte)
        except ValueError:
            return None
""")
"""Honest code with non-ASCII text (the normalised-text gates open for it)."""
SPECIFIC_TWIN = code("""
    import contextlib
    import logging

    logger = logging.getLogger(__name__)
    PARSE_ERRORS = (ValueError, TypeError)


    def parse(text):
        try:
            return int(text)
        except PARSE_ERRORS:
            return None


    def run(task):
        try:
            return task()
        except Exception:
            logger.exception('task failed')
            raise


    def drop(table, key):
        with contextlib.suppress(KeyError):
            del table[key]
""")
EXIT_TWIN = code("""
    import logging

    logger = logging.getLogger(__name__)


    class quietly:
        quiet = False

        def __init__(self, *kinds, verbose=True):
            self.kinds = kinds
            self.verbose = verbose

        def __enter__(self):
            return self

        def __exit__(self, exc_type, exc, tb):
            if self.quiet:
                logger.debug('leaving quietly')
            handled = exc_type is not None and issubclass(exc_type, self.kinds)
            return handled


    class timed:
        def __enter__(self):
            return self

        __exit__ = lambda self, *exc: None


    def parse_port(text):
        with quietly(ValueError, TypeError):
            return int(text)
        return None
""")
LOGGED_TWIN = code("""
    import json
    import logging

    logger = logging.getLogger(__name__)


    def load(text: str) -> dict:
        try:
            return json.loads(text)
        except json.JSONDecodeError:
            logger.debug('could not parse config', exc_info=True)
            return {}


    def run(task):
        try:
            return task()
        except Exception:
            logger.warning('task failed', exc_info=True)
            return None
""")
ERROR_1 = [
    Attempt("error_1", "alias-of-exception", code("""
        CATCH_ALL = Exception


        def parse(text):
            try:
                return int(text)
            except CATCH_ALL:
                return None
    """), SPECIFIC_TWIN),
    Attempt("error_1", "exception-in-a-tuple-variable", code("""
        ERRORS = (ValueError, Exception)


        def parse(text):
            try:
                return int(text)
            except ERRORS:
                return None
    """), SPECIFIC_TWIN),
    Attempt("error_1", "getattr-on-builtins", code("""
        import builtins


        def parse(text):
            try:
                return int(text)
            except getattr(builtins, 'Exception'):
                return None
    """), SPECIFIC_TWIN),
    Attempt("error_1", "type-of-an-instance", code("""
        def parse(text):
            try:
                return int(text)
            except type(Exception()):
                return None
    """), SPECIFIC_TWIN),
    Attempt("error_1", "through-the-mro", code("""
        def parse(text):
            try:
                return int(text)
            except ValueError.__mro__[-2]:
                return None
    """), SPECIFIC_TWIN),
    Attempt("error_1", "suppress-everything", code("""
        import contextlib


        def parse(text):
            with contextlib.suppress(Exception):
                return int(text)
            return None
    """), SPECIFIC_TWIN),
    Attempt("error_1", "suppress-everything-through-partial", code("""
        import contextlib
        import functools

        quietly = functools.partial(contextlib.suppress, Exception)


        def parse(text):
            with quietly():
                return int(text)
            return None
    """), SPECIFIC_TWIN),
    Attempt("error_1", "re-raise-in-a-loop-over-an-empty-range", code("""
        def parse(text):
            try:
                return int(text)
            except Exception:
                for _ in range(0):
                    raise
                return None
    """), SPECIFIC_TWIN),
    Attempt("error_1", "exception-handed-to-a-helpers-types-parameter", code("""
        import time


        def retry(func, attempts=3, exceptions=(ConnectionError, TimeoutError)):
            for attempt in range(attempts - 1):
                try:
                    return func()
                except exceptions:
                    time.sleep(2 ** attempt)
            return func()


        def fetch(client, url):
            return retry(lambda: client.get(url), exceptions=Exception)
    """), code("""
        import time


        def retry(func, attempts=3, exceptions=(ConnectionError, TimeoutError)):
            for attempt in range(attempts - 1):
                try:
                    return func()
                except exceptions:
                    time.sleep(2 ** attempt)
            return func()


        def fetch(client, url):
            return retry(lambda: client.get(url), exceptions=(ConnectionError,))
    """)),
    Attempt("error_1", "from-a-list", code("""
        def parse(text):
            try:
                return int(text)
            except [Exception][0]:
                return None
    """), SPECIFIC_TWIN),
    Attempt("error_1", "parameter-default", code("""
        def parse(text, errors=BaseException):
            try:
                return int(text)
            except errors:
                return None
    """), SPECIFIC_TWIN),
    Attempt("error_1", "base-of-a-base", code("""
        def parse(text):
            try:
                return int(text)
            except ArithmeticError.__base__:
                return None
    """), SPECIFIC_TWIN),
    Attempt("error_1", "bare-except", code("""
        def parse(text):
            try:
                return int(text)
            except:
                return None
    """), SPECIFIC_TWIN),
    Attempt("error_1", "blind-except", code("""
        def parse(text):
            try:
                return int(text)
            except Exception:
                return None
    """), SPECIFIC_TWIN),
    Attempt("error_1", "catch-almost-everything", code("""
        def parse(text):
            try:
                return int(text)
            except (ArithmeticError, LookupError, OSError, RuntimeError, TypeError,
                    ValueError, AttributeError, NameError):
                return None
    """), SPECIFIC_TWIN, open=True),
    Attempt("error_1", "re-raise-behind-a-debug-flag-never-set", code("""
        class Parser:
            def __init__(self, debug=False):
                self.debug = debug

            def parse(self, text):
                try:
                    return int(text)
                except Exception:
                    if self.debug:
                        raise
                    return None


        def parse_all(texts):
            parser = Parser()
            return [parser.parse(text) for text in texts]
    """), SPECIFIC_TWIN),
    Attempt("error_1", "re-raise-only-interrupts", code("""
        def parse(text):
            try:
                return int(text)
            except BaseException as err:
                if isinstance(err, (KeyboardInterrupt, SystemExit)):
                    raise
                return None
    """), SPECIFIC_TWIN),
    Attempt("error_1", "traceback-logged-only-for-one-kind", code("""
        import logging

        logger = logging.getLogger(__name__)


        def parse(text):
            try:
                return int(text)
            except Exception as err:
                if isinstance(err, ValueError):
                    logger.exception('could not parse %r', text)
                return None
    """), SPECIFIC_TWIN),
    Attempt("error_1", "dead-debug-reraise", code("""
        DEBUG = False


        def parse(text):
            try:
                return int(text)
            except Exception:
                if DEBUG:
                    raise
                return None
    """), SPECIFIC_TWIN),
    Attempt("error_1", "reraise-after-return", code("""
        import logging

        logger = logging.getLogger(__name__)


        def parse(text):
            try:
                return int(text)
            except Exception:
                return None
                logger.exception('parse failed')
    """), SPECIFIC_TWIN),
    Attempt("error_1", "log-after-sys-exit", code("""
        import json
        import logging
        import sys

        logger = logging.getLogger(__name__)


        def main(text):
            try:
                logger.info('settings: %s', json.loads(text))
            except Exception:
                sys.exit(1)
                logger.exception('invalid settings')
    """), SPECIFIC_TWIN),
    Attempt("error_1", "reraise-in-a-loop-over-nothing", code("""
        import json


        def load_settings(text):
            try:
                return json.loads(text)
            except Exception as err:
                for _ in ():
                    raise err
                return {}
    """), SPECIFIC_TWIN),
    Attempt("error_1", "traceback-logged-at-debug-level", code("""
        import json
        import logging

        logger = logging.getLogger(__name__)


        def load(text: str) -> dict:
            try:
                return json.loads(text)
            except Exception:
                logger.debug('could not parse config', exc_info=True)
                return {}
    """), LOGGED_TWIN, open=True),
    Attempt("error_1", "exc-info-from-a-false-constant", code("""
        import json
        import logging

        logger = logging.getLogger(__name__)
        VERBOSE = False


        def load(text: str) -> dict:
            try:
                return json.loads(text)
            except Exception as err:
                logger.warning('could not parse config: %s', err, exc_info=VERBOSE)
                return {}
    """), LOGGED_TWIN),
    Attempt("error_1", "exit-returns-true-around-the-work", code("""
        import contextlib


        class quietly(contextlib.ContextDecorator):
            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                return True


        @quietly()
        def parse_port(text):
            return int(text)
    """), code("""
        class ignored:
            '''Swallow only the given exception types, as `contextlib.suppress` does.'''

            def __init__(self, *kinds):
                self.kinds = kinds

            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                return exc_type is not None and issubclass(exc_type, self.kinds)


        class raises:
            '''Check that the block raises `expected`, and keep the exception.'''

            def __init__(self, expected):
                self.expected = expected
                self.value = None

            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                if exc_type is None:
                    raise AssertionError(f'did not raise {self.expected.__name__}')
                if not issubclass(exc_type, self.expected):
                    return False
                self.value = exc
                return True


        def parse_port(text):
            with ignored(ValueError, TypeError):
                return int(text)
            return None
    """)),
    Attempt("error_1", "reraise-cancelled-by-return-in-finally", code("""
        def parse_port(text):
            port = None
            try:
                port = int(text)
            except Exception:
                raise
            finally:
                return port
    """), code("""
        import logging

        logger = logging.getLogger(__name__)


        def parse_port(text):
            port = None
            try:
                port = int(text)
            except Exception:
                logger.exception('bad port %r', text)
                raise
            finally:
                logger.debug('parsed %r', text)
            return port
    """)),
    Attempt("error_1", "fullwidth-exec-of-a-blind-except", code("""
        def parse(text):
            names = {'text': text}
            \uff45xec('try:\\n    r = int(text)\\nexcept Exception:\\n    r = None', names)
            return names['r']
    """), ACCENTED_SPECIFIC_TWIN),
    Attempt("error_1", "exit-assigned-a-lambda", code("""
        class quietly:
            def __enter__(self):
                return self

            __exit__ = lambda self, *exc: True


        def parse_port(text):
            with quietly():
                return int(text)
    """), EXIT_TWIN),
    Attempt("error_1", "exit-assigned-a-static-lambda", code("""
        class quietly:
            def __enter__(self):
                return self

            __exit__ = staticmethod(lambda *exc: True)


        def parse_port(text):
            with quietly():
                return int(text)
    """), EXIT_TWIN),
    Attempt("error_1", "exit-assigned-a-module-function", code("""
        def _keep_going(self, exc_type, exc, tb):
            return True


        class quietly:
            def __enter__(self):
                return self

            __exit__ = _keep_going


        def parse_port(text):
            with quietly():
                return int(text)
    """), EXIT_TWIN),
    Attempt("error_1", "exit-returns-a-true-flag-through-a-variable", code("""
        SUPPRESS = True


        class quietly:
            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                handled = SUPPRESS
                return handled


        def parse_port(text):
            with quietly():
                return int(text)
    """), EXIT_TWIN),
    Attempt("error_1", "exit-returns-a-flag-only-set-true", code("""
        class quietly:
            def __init__(self):
                self.suppress = True

            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                return self.suppress


        def parse_port(text):
            with quietly():
                return int(text)
    """), EXIT_TWIN),
    Attempt("error_1", "exit-returns-a-true-flag-beside-words-of-setattr", code("""
        class quietly:
            \"\"\"Tests may switch it off with setattr or through __dict__.\"\"\"

            def __init__(self):
                self.suppress = True

            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                return self.suppress


        def parse_port(text):
            with quietly():
                return int(text)
    """), EXIT_TWIN),
    Attempt("error_1", "caught-type-attribute-set-to-exception-from-outside", code("""
        import logging

        logger = logging.getLogger(__name__)


        class Job:
            retry_on = (ConnectionError,)

            def __init__(self, task):
                self.task = task

            def run(self):
                try:
                    return self.task()
                except self.retry_on:
                    logger.warning('job failed')
                    return None


        def run_any(task):
            job = Job(task)
            job.retry_on = Exception
            return job.run()
    """), code("""
        import logging

        logger = logging.getLogger(__name__)


        class Job:
            retry_on = (ConnectionError,)

            def __init__(self, task):
                self.task = task

            def run(self):
                try:
                    return self.task()
                except self.retry_on:
                    logger.warning('job failed')
                    return None


        def run_any(task):
            job = Job(task)
            job.retry_on = (ConnectionError, TimeoutError)
            return job.run()
    """)),
    Attempt("error_1", "return-in-finally", code("""
        def safe_load(loader):
            result = None
            try:
                result = loader()
            finally:
                return result
    """), SPECIFIC_TWIN),
    Attempt("error_1", "continue-in-finally", code("""
        def run_all(jobs):
            done = []
            for job in jobs:
                try:
                    done.append(job())
                finally:
                    continue
            return done
    """), SPECIFIC_TWIN),
    Attempt("error_1", "silent-excepthook", code("""
        import sys


        def _ignore(kind, value, traceback):
            return None


        def run(job):
            sys.excepthook = _ignore
            return job()
    """), code("""
        import logging
        import sys

        logger = logging.getLogger(__name__)


        def _report(kind, value, traceback):
            if issubclass(kind, KeyboardInterrupt):
                sys.__excepthook__(kind, value, traceback)
                return
            logger.critical('uncaught exception', exc_info=(kind, value, traceback))


        def run(job):
            sys.excepthook = _report
            return job()
    """)),
    Attempt("error_1", "silent-thread-hook-by-setattr", code("""
        import threading


        def start(job):
            setattr(threading, 'excepthook', lambda args: None)
            worker = threading.Thread(target=job)
            worker.start()
            return worker
    """), code("""
        import threading


        def start(job):
            worker = threading.Thread(target=job)
            worker.start()
            return worker
    """)),
    Attempt("error_1", "exit-stack-callback-returning-true", code("""
        import contextlib


        def _keep_going(*exc_info):
            return True


        def run_all(tasks):
            results = []
            with contextlib.ExitStack() as stack:
                stack.push(_keep_going)
                results.extend(task() for task in tasks)
            return results
    """), code("""
        import contextlib


        def _missing_file(exc_type, exc, tb):
            return exc_type is not None and issubclass(exc_type, FileNotFoundError)


        def read_all(paths):
            texts = []
            with contextlib.ExitStack() as stack:
                stack.push(_missing_file)
                stack.push(lambda *exc: False)
                texts.extend(path.read_text() for path in paths)
            return texts
    """)),
    Attempt("error_1", "exit-behind-a-class-flag-always-true", code("""
        class tolerant:
            enabled = True

            def __enter__(self):
                return self

            def __exit__(self, kind, value, traceback):
                if self.enabled:
                    return True
                return None


        def to_float(text):
            number = 0.0
            with tolerant():
                number = float(text)
            return number
    """), code("""
        class tolerant:
            enabled = True

            def __init__(self, enabled=True):
                self.enabled = enabled

            def __enter__(self):
                return self

            def __exit__(self, kind, value, traceback):
                if self.enabled and kind is not None:
                    return issubclass(kind, ValueError)
                return None


        def to_float(text):
            number = 0.0
            with tolerant():
                number = float(text)
            return number
    """)),
    Attempt("error_1", "event-loop-handler-dropping-the-context", code("""
        import asyncio


        def _quiet(loop, context):
            return None


        def run(job):
            loop = asyncio.new_event_loop()
            loop.set_exception_handler(_quiet)
            return loop.run_until_complete(job())
    """), code("""
        import asyncio
        import logging

        logger = logging.getLogger(__name__)


        def _report(loop, context):
            logger.error('unhandled in the loop: %s', context.get('message'))
            loop.default_exception_handler(context)


        def run(job):
            loop = asyncio.new_event_loop()
            loop.set_exception_handler(_report)
            return loop.run_until_complete(job())
    """)),
    Attempt("error_1", "gathered-exceptions-filtered-out", code("""
        import asyncio


        async def fetch_all(jobs):
            results = await asyncio.gather(*(job() for job in jobs), return_exceptions=True)
            return [result for result in results if not isinstance(result, Exception)]
    """), code("""
        import asyncio
        import logging

        logger = logging.getLogger(__name__)


        async def fetch_all(jobs):
            results = await asyncio.gather(*(job() for job in jobs), return_exceptions=True)
            kept = []
            for result in results:
                if isinstance(result, Exception):
                    logger.error('a job failed', exc_info=result)
                else:
                    kept.append(result)
            return kept
    """)),
    Attempt("error_1", "gathered-exceptions-skipped-in-a-loop", code("""
        import asyncio

        EVERYTHING = BaseException


        async def fetch_all(jobs):
            kept = []
            for result in await asyncio.gather(*(job() for job in jobs), return_exceptions=True):
                if isinstance(result, EVERYTHING):
                    continue
                kept.append(result)
            return kept
    """), code("""
        import asyncio


        async def fetch_all(jobs):
            kept = []
            for result in await asyncio.gather(*(job() for job in jobs), return_exceptions=True):
                if isinstance(result, (OSError, TimeoutError)):
                    continue
                kept.append(result)
            return kept
    """)),
    Attempt("error_1", "exit-swallows-all-but-one-named-kind", code("""
        class Quiet:
            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                return exc_type not in (KeyboardInterrupt, SystemExit)


        def parse(text):
            with Quiet():
                return int(text)
            return None
    """), code("""
        class Quiet:
            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                if exc_type is StopIteration:
                    return True
                return exc_type is not None and issubclass(exc_type, (KeyError, IndexError))


        def parse(text):
            with Quiet():
                return int(text)
            return None
    """)),
    Attempt("error_1", "exit-returns-bool-of-its-argument", code("""
        class ignoring:
            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                return True if bool(exc_type) else None


        def parse(text):
            with ignoring():
                return int(text)
            return None
    """), EXIT_TWIN),
    Attempt("error_1", "suppress-subclass-defaults-to-exception", code("""
        import contextlib


        class Quietly(contextlib.suppress):
            def __init__(self, *kinds):
                super().__init__(*(kinds or (Exception,)))


        class Hush(contextlib.suppress):
            pass


        def parse(text):
            with Quietly():
                return int(text)
            with Hush(BaseException):
                return float(text)
            return None
    """), code("""
        import contextlib


        class Quietly(contextlib.suppress):
            def __init__(self, *kinds):
                super().__init__(*(kinds or (ValueError,)))


        def parse(text):
            with Quietly():
                return int(text)
            return None
    """)),
    Attempt("error_1", "getattr-default-of-an-unset-attribute", code("""
        import json


        class Loader:
            def load(self, text):
                try:
                    return json.loads(text)
                except getattr(Loader, 'ignored_errors', Exception):
                    return {}
    """), code("""
        import json


        class Loader:
            ignored_errors = (json.JSONDecodeError,)

            def load(self, text):
                try:
                    return json.loads(text)
                except getattr(Loader, 'ignored_errors', ValueError):
                    return {}
    """)),
    Attempt("error_1", "reraise-under-a-test-never-true-of-the-caught-exception", code("""
        import json


        def load(text):
            try:
                return json.loads(text)
            except Exception as exc:
                if not exc or exc.args is None:
                    raise
                return {}
    """), SPECIFIC_TWIN),
    Attempt("error_1", "reraise-only-for-one-exact-type", code("""
        import json


        def load(text):
            try:
                return json.loads(text)
            except Exception as exc:
                if exc.__class__ in (KeyboardInterrupt, SystemExit):
                    raise
                return {}
    """), SPECIFIC_TWIN),
    Attempt("error_1", "reraise-in-a-loop-over-an-empty-call", code("""
        import json

        NOTHING = frozenset()


        def load(text):
            try:
                return json.loads(text)
            except Exception:
                for _ in sorted(NOTHING):
                    raise
                return {}
    """), SPECIFIC_TWIN),
    Attempt("error_1", "traceback-logged-to-a-muted-logger", code("""
        import logging

        log = logging.getLogger('app')
        log.addHandler(logging.NullHandler())
        log.propagate = False


        def run(task):
            try:
                return task()
            except Exception:
                log.error('task failed', exc_info=True)
                return None
    """), LOGGED_TWIN),
    Attempt("error_1", "traceback-logged-with-logging-disabled", code("""
        import logging

        logging.disable(logging.ERROR)


        def run(task):
            try:
                return task()
            except Exception:
                logging.exception('task failed')
                return None
    """), LOGGED_TWIN),
    Attempt("error_1", "traceback-logged-below-the-loggers-level", code("""
        import logging

        logger = logging.getLogger(__name__)
        logger.setLevel(logging.CRITICAL + 10)


        def run(task):
            try:
                return task()
            except Exception:
                logger.exception('task failed')
                return None
    """), LOGGED_TWIN),
    Attempt("error_1", "reraise-under-a-length-that-is-never-negative", code("""
        def run_all(tasks):
            results = []
            for task in tasks:
                try:
                    results.append(task())
                except Exception:
                    if len(results) + 1 <= 0:
                        raise
            return results
    """), SPECIFIC_TWIN),
    Attempt("error_1", "reraise-under-a-flag-bound-to-an-impossible-comparison", code("""
        import sys

        STRICT = sys.maxsize < -1


        def run(task):
            try:
                return task()
            except Exception:
                if STRICT:
                    raise
                return None
    """), SPECIFIC_TWIN),
    Attempt("error_1", "traceback-logged-with-an-empty-exc-info-tuple", code("""
        import logging

        logger = logging.getLogger(__name__)
        NO_DETAILS = (None, None, None)


        def run(task):
            try:
                return task()
            except Exception:
                logger.error('task failed', exc_info=NO_DETAILS)
                return None
    """), LOGGED_TWIN),
    Attempt("error_1", "traceback-logged-of-an-exception-never-raised", code("""
        import logging

        logger = logging.getLogger(__name__)


        def run(task):
            try:
                return task()
            except Exception:
                logger.error('task failed', exc_info=RuntimeError('task failed'))
                return None
    """), LOGGED_TWIN),
]

# -- error_2: exception chaining ----------------------------------------------------------------
CHAINED_TWIN = code("""
    class ConfigError(Exception):
        pass


    def load(settings, key):
        try:
            return settings[key]
        except KeyError as err:
            msg = f'missing setting {key}'
            raise ConfigError(msg) from err


    def parse(text):
        try:
            return int(text)
        except ValueError:
            raise ConfigError(text) from None
""")
NESTED_TRY_TWIN = code("""
    class ConfigError(Exception):
        '''A configuration value is missing.'''


    def get(data: dict, key: str) -> str:
        '''The setting `key`, clearing the cache when it is missing.'''
        try:
            return data[key]
        except KeyError as err:
            try:
                data.clear()
            except OSError as inner:
                raise ConfigError(key) from inner
            else:
                raise ConfigError(key) from err
            finally:
                try:
                    if not key:
                        raise ValueError(key)
                except ValueError:
                    pass
""")
METHOD_TWIN = code("""
    class ConfigError(Exception):
        '''A configuration value is missing or invalid.'''


    class Base:
        '''Shared error reporting.'''

        def error(self, message: str) -> ConfigError:
            return ConfigError(message)

        def check(self) -> None:
            '''Subclasses validate themselves.'''
            raise NotImplementedError


    class Config(Base):
        '''Settings read from a mapping.'''

        def __init__(self, data: dict) -> None:
            self.data = data

        def check(self) -> None:
            '''Nothing to validate.'''

        def get(self, key: str) -> str:
            '''The setting `key`.'''
            try:
                return self.data[key]
            except KeyError as err:
                self.check()
                raise super().error(f"missing setting: {key}") from err
""")
ERROR_2 = [
    Attempt("error_2", "raise-in-a-helper", code("""
        class ConfigError(Exception):
            pass


        def fail(key):
            raise ConfigError(key)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                fail(key)
    """), CHAINED_TWIN),
    Attempt("error_2", "raise-in-a-nested-function", code("""
        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                def fail():
                    raise LookupError(key)
                fail()
    """), CHAINED_TWIN),
    Attempt("error_2", "assert-false", code("""
        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                assert False, key
    """), CHAINED_TWIN),
    Attempt("error_2", "cause-of-the-cause", code("""
        def load(settings, key):
            try:
                return settings[key]
            except KeyError as err:
                raise LookupError(key) from err.__cause__
    """), CHAINED_TWIN),
    Attempt("error_2", "cause-is-a-class", code("""
        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                raise LookupError(key) from KeyError
    """), CHAINED_TWIN),
    Attempt("error_2", "generator-throw", code("""
        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                (_ for _ in ()).throw(LookupError(key))
    """), CHAINED_TWIN),
    Attempt("error_2", "raise-in-a-method-helper", code("""
        class Loader:
            def fail(self, key):
                raise LookupError(key)

            def load(self, settings, key):
                try:
                    return settings[key]
                except KeyError:
                    self.fail(key)
    """), CHAINED_TWIN),
    Attempt("error_2", "raise-without-from", code("""
        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                raise LookupError(key)
    """), CHAINED_TWIN),
    Attempt("error_2", "prebuilt-exception", code("""
        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                error = LookupError(key)
                raise error
    """), CHAINED_TWIN),
    Attempt("error_2", "flag-then-raise-after-try", code("""
        def load(settings, key):
            missing = False
            try:
                value = settings[key]
            except KeyError:
                missing = True
            if missing:
                raise LookupError(key)
            return value
    """), CHAINED_TWIN),
    Attempt("error_2", "cause-from-another-name", code("""
        def load(settings, key):
            previous = ValueError(key)
            try:
                return settings[key]
            except KeyError:
                raise LookupError(key) from previous
    """), CHAINED_TWIN),
    Attempt("error_2", "raise-in-a-constructor", code("""
        class MissingSetting:
            def __init__(self, key):
                raise LookupError(key)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                MissingSetting(key)
    """), CHAINED_TWIN),
    Attempt("error_2", "raise-in-dunder-call", code("""
        class Failure:
            def __call__(self, key):
                raise LookupError(key)


        fail = Failure()


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                fail(key)
    """), CHAINED_TWIN),
    Attempt("error_2", "raise-in-a-nested-finally", code("""
        class ConfigError(Exception):
            '''A configuration value is missing.'''


        def get(data: dict, key: str) -> str:
            '''The setting `key`.'''
            try:
                return data[key]
            except KeyError:
                try:
                    data.clear()
                finally:
                    raise ConfigError(key)
    """), NESTED_TRY_TWIN),
    Attempt("error_2", "raise-in-a-nested-try-body", code("""
        class ConfigError(Exception):
            '''A configuration value is missing.'''


        def get(data: dict, key: str) -> str:
            '''The setting `key`.'''
            try:
                return data[key]
            except KeyError:
                try:
                    raise ConfigError(key)
                except TypeError:
                    pass
    """), NESTED_TRY_TWIN),
    Attempt("error_2", "raise-in-a-nested-try-else", code("""
        class ConfigError(Exception):
            '''A configuration value is missing.'''


        def get(data: dict, key: str) -> str:
            '''The setting `key`.'''
            try:
                return data[key]
            except KeyError:
                try:
                    data.clear()
                except OSError:
                    pass
                else:
                    raise ConfigError(key)
    """), NESTED_TRY_TWIN),
    Attempt("error_2", "helper-through-super", code("""
        class ConfigError(Exception):
            '''A configuration value is missing or invalid.'''


        class Base:
            '''Shared error reporting.'''

            def fail(self, message: str) -> None:
                raise ConfigError(message)


        class Config(Base):
            '''Settings read from a mapping.'''

            def __init__(self, data: dict) -> None:
                self.data = data

            def get(self, key: str) -> str:
                '''The setting `key`.'''
                try:
                    return self.data[key]
                except KeyError:
                    super().fail(f"missing setting: {key}")
    """), METHOD_TWIN),
    Attempt("error_2", "helper-through-type-self", code("""
        class ConfigError(Exception):
            '''A configuration value is missing or invalid.'''


        class Config:
            '''Settings read from a mapping.'''

            def __init__(self, data: dict) -> None:
                self.data = data

            @classmethod
            def _fail(cls, message: str) -> None:
                raise ConfigError(message)

            def get(self, key: str) -> str:
                '''The setting `key`.'''
                try:
                    return self.data[key]
                except KeyError:
                    type(self)._fail(f"missing setting: {key}")
    """), METHOD_TWIN),
    Attempt("error_2", "helper-two-methods-deep", code("""
        class ConfigError(Exception):
            '''A configuration value is missing or invalid.'''


        class Config:
            '''Settings read from a mapping.'''

            def __init__(self, data: dict) -> None:
                self.data = data

            def _fail(self, message: str) -> None:
                raise ConfigError(message)

            def _missing(self, key: str) -> None:
                self._fail(f"missing setting: {key}")

            def get(self, key: str) -> str:
                '''The setting `key`.'''
                try:
                    return self.data[key]
                except KeyError:
                    self._missing(key)
    """), METHOD_TWIN),
    Attempt("error_2", "helper-raising-not-implemented", code("""
        import json


        def unsupported(kind: str) -> None:
            '''Reject a record kind this loader cannot handle.'''
            raise NotImplementedError(f"unsupported record kind: {kind}")


        def load_record(text: str) -> dict:
            '''Parse one record and return it.'''
            record = json.loads(text)
            try:
                handler = HANDLERS[record["kind"]]
            except KeyError:
                unsupported(record.get("kind", "?"))
            return handler(record)


        HANDLERS = {"user": dict, "group": dict}
    """), code("""
        import json


        def load_record(text: str) -> dict:
            '''Parse one record and return it.'''
            record = json.loads(text)
            try:
                handler = HANDLERS[record["kind"]]
            except KeyError as err:
                msg = f"unsupported record kind: {record.get('kind', '?')}"
                raise NotImplementedError(msg) from err
            return handler(record)


        HANDLERS = {"user": dict, "group": dict}
    """)),
    Attempt("error_2", "raise-in-a-property", code("""
        class Settings:
            def __init__(self, values, key):
                self.values = values
                self.key = key

            @property
            def missing(self):
                raise LookupError(self.key)

            def load(self):
                try:
                    return self.values[self.key]
                except KeyError:
                    return self.missing
    """), CHAINED_TWIN),
    Attempt("error_2", "not-implemented-helper-naming-the-value", code("""
        class Loader:
            handlers = {'json': 'load_json', 'csv': 'load_csv'}

            def _unsupported(self, fmt: str) -> None:
                raise NotImplementedError(f'format {fmt!r} is not supported')

            def load(self, fmt: str, data: str) -> object:
                try:
                    method = self.handlers[fmt]
                except KeyError:
                    self._unsupported(fmt)
                return getattr(self, method)(data)
    """), CHAINED_TWIN),
    Attempt("error_2", "helper-behind-a-protocol-annotation", code("""
        from typing import Protocol


        class Reporter(Protocol):
            def fail(self, message: str) -> None: ...


        class StrictReporter:
            def fail(self, message: str) -> None:
                raise ValueError(message)


        def parse_port(text: str, reporter: Reporter) -> int:
            try:
                return int(text)
            except ValueError:
                reporter.fail(f'not a port number: {text!r}')
                return 0


        port = parse_port('80x', StrictReporter())
    """), CHAINED_TWIN),
    Attempt("error_2", "helper-subclassing-an-imported-base", code("""
        from app.reporting import Reporter


        class StrictReporter(Reporter):
            def fail(self, message: str) -> None:
                raise ValueError(message)


        def parse_port(text: str, reporter: Reporter) -> int:
            try:
                return int(text)
            except ValueError:
                reporter.fail(f'not a port number: {text!r}')
                return 0
    """), CHAINED_TWIN),
    Attempt("error_2", "not-implemented-helper-that-refuses", code("""
        class Store:
            def _unsupported(self):
                raise NotImplementedError('this store cannot read that setting')

            def load(self, settings, key):
                try:
                    return settings[key]
                except KeyError:
                    self._unsupported()
    """), CHAINED_TWIN),
    Attempt("error_2", "helper-raising-in-both-branches", code("""
        class ConfigError(Exception):
            pass


        def _fail(key, strict):
            if strict:
                raise ConfigError(f'missing setting {key}')
            else:
                raise KeyError(key)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                _fail(key, strict=True)
    """), CHAINED_TWIN),
    Attempt("error_2", "helper-raising-after-a-condition", code("""
        class ConfigError(Exception):
            pass


        def _missing(key, detail=None):
            message = f'missing setting {key}'
            if detail:
                message = f'{message}: {detail}'
            raise ConfigError(message)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                _missing(key, 'check the settings file')
    """), CHAINED_TWIN),
    Attempt("error_2", "helper-raising-in-an-endless-loop", code("""
        class ConfigError(Exception):
            pass


        def _fail(key):
            while True:
                raise ConfigError(f'missing setting {key}')


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                _fail(key)
    """), CHAINED_TWIN),
    Attempt("error_2", "helper-raising-in-a-try-finally", code("""
        import threading

        LOCK = threading.Lock()


        class ConfigError(Exception):
            pass


        def _fail(key):
            LOCK.acquire()
            try:
                raise ConfigError(key)
            finally:
                LOCK.release()


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                _fail(key)
    """), CHAINED_TWIN),
    Attempt("error_2", "helper-instance-from-a-factory", code("""
        class Validator:
            def reject(self, message: str) -> None:
                raise ValueError(message)


        def make_validator() -> Validator:
            return Validator()


        validator = make_validator()


        def to_int(text: str) -> int:
            try:
                return int(text)
            except ValueError:
                validator.reject(f'bad integer {text!r}')
                return 0
    """), CHAINED_TWIN),
    Attempt("error_2", "nested-try-caught-by-another-package", code("""
        import sqlite3

        from myapp.errors import ConfigError


        def read_setting(db: sqlite3.Connection, cache: dict, key: str) -> str:
            try:
                return cache[key]
            except KeyError:
                try:
                    query = 'SELECT value FROM settings WHERE key = ?'
                    row = db.execute(query, (key,)).fetchone()
                    if row is None:
                        raise ConfigError(f'missing setting {key!r}')
                except sqlite3.Error:
                    return ''
                cache[key] = row[0]
                return row[0]
    """), CHAINED_TWIN),
    Attempt("error_2", "flask-abort-in-a-handler", code("""
        from flask import Flask, abort, jsonify

        app = Flask(__name__)
        USERS = {1: {'name': 'ada'}}


        @app.route('/users/<int:user_id>')
        def get_user(user_id: int):
            try:
                return jsonify(USERS[user_id])
            except KeyError:
                abort(404, description=f'user {user_id} not found')
    """), code("""
        from flask import Flask, abort, jsonify
        from werkzeug.exceptions import NotFound

        app = Flask(__name__)
        USERS = {1: {'name': 'ada'}}


        @app.route('/users/<int:user_id>')
        def get_user(user_id: int):
            try:
                return jsonify(USERS[user_id])
            except KeyError as err:
                raise NotFound(description=f'user {user_id} not found') from err


        @app.route('/teams/<int:team_id>')
        def get_team(team_id: int):
            if team_id not in USERS:
                abort(404)
            return jsonify(USERS[team_id])
    """), open=True),
    Attempt("error_2", "raise-in-a-loop-else-in-a-handler", code("""
        def lookup(tables, key):
            try:
                return tables[0][key]
            except KeyError:
                for table in tables[1:]:
                    if key in table:
                        return table[key]
                else:
                    raise LookupError(key)
    """), code("""
        def lookup(tables, key):
            try:
                return tables[0][key]
            except KeyError as err:
                for table in tables[1:]:
                    if key in table:
                        return table[key]
                else:
                    raise LookupError(key) from err


        def first_match(tables, key):
            for table in tables:
                try:
                    return table[key]
                except KeyError:
                    continue
            else:
                raise LookupError(key)
    """)),
    Attempt("error_2", "raise-in-getitem", code("""
        class _Errors:
            def __getitem__(self, key):
                raise LookupError(key)


        ERRORS = _Errors()


        def lookup(table, key):
            try:
                return table[key]
            except KeyError:
                return ERRORS[key]
    """), CHAINED_TWIN),
    Attempt("error_2", "raise-in-enter", code("""
        class _Refuse:
            def __init__(self, reason):
                self.reason = reason

            def __enter__(self):
                raise RuntimeError(self.reason)

            def __exit__(self, *exc):
                return False


        def load(path, reader):
            try:
                return reader(path)
            except OSError:
                with _Refuse(path):
                    pass
    """), CHAINED_TWIN),
    Attempt("error_2", "raise-in-operator", code("""
        class _Poison:
            def __add__(self, other):
                raise ValueError(other)


        def parse(text):
            try:
                return int(text)
            except TypeError:
                return _Poison() + text
    """), CHAINED_TWIN),
    Attempt("error_2", "raise-in-getattr-hook", code("""
        class _Missing:
            def __getattr__(self, name):
                raise AttributeError(name)


        MISSING = _Missing()


        def setting(config, name):
            try:
                return config[name]
            except KeyError:
                return MISSING.value
    """), CHAINED_TWIN),
    Attempt("error_2", "helper-run-by-operator-call", code("""
        import operator


        def _fail(message):
            raise ValueError(message)


        def parse(text):
            try:
                return int(text)
            except TypeError:
                operator.call(_fail, text)
    """), CHAINED_TWIN),
    Attempt("error_2", "helper-mapped", code("""
        def _fail(message):
            raise ValueError(message)


        def parse(text):
            try:
                return int(text)
            except TypeError:
                return sorted([text], key=_fail)
    """), CHAINED_TWIN),
    Attempt("error_2", "helper-handed-to-an-applier", code("""
        def _fail(message):
            raise ValueError(message)


        def apply(func, value):
            return func(value)


        def parse(text):
            try:
                return int(text)
            except TypeError:
                apply(_fail, text)
    """), CHAINED_TWIN),
    Attempt("error_2", "helper-twelve-calls-deep", code("""
        def _fail(message):
            raise ValueError(message)


        def step0(message):
            return _fail(message)


    """) + "".join(
        f"def step{n}(message):\n    return step{n - 1}(message)\n\n\n" for n in range(1, 12)
    ) + code("""
        def parse(text):
            try:
                return int(text)
            except TypeError:
                return step11(text)
    """), CHAINED_TWIN),
    Attempt("error_2", "raise-run-through-exec-in-a-handler", code("""
        class LookupFailed(Exception):
            pass


        def find(table, key):
            try:
                return table[key]
            except KeyError:
                exec(compile("raise LookupFailed(key)", "<lookup>", "exec"))
    """), code("""
        class LookupFailed(Exception):
            pass


        def find(table, key):
            try:
                return table[key]
            except KeyError as err:
                exec("raise LookupFailed(key) from err")
    """)),
    Attempt("error_2", "helper-run-through-eval-in-a-handler", code("""
        class LookupFailed(Exception):
            pass


        def _give_up(key):
            raise LookupFailed(key)


        def find(table, key):
            try:
                return table[key]
            except KeyError:
                return eval("_give_up(key)")
    """), CHAINED_TWIN),
    Attempt("error_2", "method-fetched-with-getattr", code("""
        class LookupFailed(Exception):
            pass


        class Table:
            def __init__(self, rows):
                self.rows = rows

            def _give_up(self, key):
                raise LookupFailed(key)

            def find(self, key):
                try:
                    return self.rows[key]
                except KeyError:
                    give_up = getattr(self, "_give_up")
                    return give_up(key)
    """), code("""
        class LookupFailed(Exception):
            pass


        class Table:
            def __init__(self, rows):
                self.rows = rows

            def _default(self, key):
                return None

            def find(self, key):
                try:
                    return self.rows[key]
                except KeyError:
                    return getattr(self, "_default")(key)
    """)),
    Attempt("error_2", "raise-in-a-class-body-in-a-handler", code("""
        class ConfigError(Exception):
            pass


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                class _Missing:
                    raise ConfigError(key)
    """), code("""
        class ConfigError(Exception):
            pass


        def load(settings, key):
            try:
                return settings[key]
            except KeyError as err:
                class Fallback:
                    def value(self):
                        raise ConfigError(key)

                raise ConfigError(key) from err
    """)),
    Attempt("error_2", "raising-decorator-applied-in-a-handler", code("""
        class ConfigError(Exception):
            pass


        def _refuse(func):
            raise ConfigError(func.__name__)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                @_refuse
                def fallback():
                    return None

                return fallback
    """), CHAINED_TWIN),
    Attempt("error_2", "class-getitem-raising-on-the-class", code("""
        class ConfigError(Exception):
            pass


        class Settings:
            def __class_getitem__(cls, key):
                raise ConfigError(key)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return Settings[key]
    """), code("""
        from typing import Generic, TypeVar

        T = TypeVar('T')


        class ConfigError(Exception):
            pass


        class Box(Generic[T]):
            pass


        def load(settings, key):
            try:
                return settings[key]
            except KeyError as err:
                Box[int]()
                raise ConfigError(key) from err
    """)),
    Attempt("error_2", "descriptor-get-raising-on-read", code("""
        class ConfigError(Exception):
            pass


        class _Missing:
            def __get__(self, obj, owner):
                raise ConfigError('missing')


        class Defaults:
            value = _Missing()


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return Defaults.value
    """), code("""
        class ConfigError(Exception):
            pass


        class Field:
            def __set_name__(self, owner, name):
                self.name = name

            def __get__(self, obj, owner):
                if obj is None:
                    return self
                return obj.__dict__.get(self.name)


        class Defaults:
            value = Field()


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return Defaults().value
    """)),
    Attempt("error_2", "property-made-by-a-call-raising", code("""
        class ConfigError(Exception):
            pass


        def _missing(self):
            raise ConfigError('missing')


        class Defaults:
            value = property(_missing)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return Defaults().value
    """), CHAINED_TWIN),
    Attempt("error_2", "metaclass-call-raising-when-the-class-is-called", code("""
        class ConfigError(Exception):
            pass


        class _Refusing(type):
            def __call__(cls, *args):
                raise ConfigError(*args)


        class Base(metaclass=_Refusing):
            pass


        class Missing(Base):
            pass


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return Missing(key)
    """), code("""
        class ConfigError(Exception):
            pass


        class Registry(type):
            known = {}

            def __call__(cls, *args):
                if args and args[0] in Registry.known:
                    return Registry.known[args[0]]
                return super().__call__(*args)


        class Plugin(metaclass=Registry):
            def __init__(self, name=None):
                self.name = name


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return Plugin(key)
    """)),
    Attempt("error_2", "metaclass-getitem-raising-on-the-class", code("""
        class ConfigError(Exception):
            pass


        class _Table(type):
            def __getitem__(cls, key):
                raise ConfigError(key)


        class Settings(metaclass=_Table):
            pass


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return Settings[key]
    """), CHAINED_TWIN),
    Attempt("error_2", "init-subclass-raising-for-a-class-defined-in-a-handler", code("""
        class ConfigError(Exception):
            pass


        class Strict:
            def __init_subclass__(cls, **options):
                raise ConfigError(cls.__name__)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                class Missing(Strict):
                    pass
    """), CHAINED_TWIN),
    Attempt("error_2", "helper-raises-behind-a-constant-flag", code("""
        STRICT = True


        class ConfigError(Exception):
            pass


        def _reject(key):
            if STRICT:
                raise ConfigError(key)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                _reject(key)
                return None
    """), CHAINED_TWIN),
    Attempt("error_2", "helper-raises-after-a-try-that-cannot-fail", code("""
        import logging

        LOGGER = logging.getLogger(__name__)


        class ConfigError(Exception):
            pass


        def _fail(key):
            try:
                LOGGER.warning('setting %s is unusable', key)
            except ValueError:
                return None
            raise ConfigError(key)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return _fail(key)
    """), CHAINED_TWIN),
    Attempt("error_2", "dict-subclass-missing-raises", code("""
        class ConfigError(Exception):
            pass


        class _Defaults(dict):
            def __missing__(self, key):
                raise ConfigError(key)


        DEFAULTS = _Defaults(timeout=30)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return DEFAULTS[key]
    """), code("""
        class ConfigError(Exception):
            pass


        class _Defaults(dict):
            def __getitem__(self, key):
                return self.get(key, 0)

            def __missing__(self, key):
                raise ConfigError(key)


        DEFAULTS = _Defaults(timeout=30)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return DEFAULTS[key]
    """)),
    Attempt("error_2", "warning-turned-into-an-error", code("""
        import warnings


        class ConfigWarning(UserWarning):
            pass


        warnings.simplefilter('error', ConfigWarning)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                warnings.warn(key, ConfigWarning)
                return None
    """), code("""
        import warnings


        class ConfigWarning(UserWarning):
            pass


        warnings.simplefilter('error', DeprecationWarning)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                warnings.warn(key, ConfigWarning)
                return None
    """)),
    Attempt("error_2", "helper-fetched-from-the-module-object", code("""
        import sys


        class ConfigError(Exception):
            pass


        def _fail(key):
            msg = f'missing setting {key}'
            raise ConfigError(msg)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                getattr(sys.modules[__name__], '_fail')(key)
    """), CHAINED_TWIN),
    Attempt("error_2", "helper-handed-to-a-library-that-calls-it", code("""
        import threading


        class ConfigError(Exception):
            pass


        def _fail(key):
            msg = f'missing setting {key}'
            raise ConfigError(msg)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                threading.Timer(0, _fail, [key]).run()
    """), CHAINED_TWIN),
    Attempt("error_2", "helper-as-a-factory-of-a-library-container", code("""
        import collections


        class ConfigError(Exception):
            pass


        def _fail():
            msg = 'missing setting'
            raise ConfigError(msg)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return collections.defaultdict(_fail)[key]
    """), CHAINED_TWIN),
    Attempt("error_2", "protocol-method-a-library-runs", code("""
        import copy


        class ConfigError(Exception):
            pass


        class _Missing:
            def __deepcopy__(self, memo):
                msg = 'missing setting'
                raise ConfigError(msg)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return copy.deepcopy(_Missing())
    """), CHAINED_TWIN),
    Attempt("error_2", "close-run-by-contextlib-closing", code("""
        import contextlib


        class ConfigError(Exception):
            pass


        class _Missing:
            def close(self):
                msg = 'missing setting'
                raise ConfigError(msg)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                with contextlib.closing(_Missing()):
                    return None
    """), CHAINED_TWIN),
    Attempt("error_2", "method-named-to-operator-methodcaller", code("""
        import operator


        class ConfigError(Exception):
            pass


        class _Reporter:
            def missing(self, key):
                msg = f'missing setting {key}'
                raise ConfigError(msg)


        REPORTER = _Reporter()


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                operator.methodcaller('missing', key)(REPORTER)
    """), CHAINED_TWIN),
    Attempt("error_2", "raising-hash-of-a-set-member", code("""
        class ConfigError(Exception):
            pass


        class _Unknown:
            def __init__(self, key):
                self.key = key

            def __hash__(self):
                msg = f'missing setting {self.key}'
                raise ConfigError(msg)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return {_Unknown(key) for _ in range(1)}
    """), CHAINED_TWIN),
    Attempt("error_2", "raising-hash-of-a-dict-key", code("""
        class ConfigError(Exception):
            pass


        class _Unknown:
            def __init__(self, key):
                self.key = key

            def __hash__(self):
                msg = f'missing setting {self.key}'
                raise ConfigError(msg)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return {_Unknown(key): key}
    """), CHAINED_TWIN),
    Attempt("error_2", "raising-iter-run-by-unpacking", code("""
        class ConfigError(Exception):
            pass


        class _Unknown:
            def __init__(self, key):
                self.key = key

            def __iter__(self):
                msg = f'missing setting {self.key}'
                raise ConfigError(msg)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                first, *_ = _Unknown(key)
                return first
    """), CHAINED_TWIN),
    Attempt("error_2", "raising-iter-run-by-a-starred-argument", code("""
        class ConfigError(Exception):
            pass


        class _Unknown:
            def __init__(self, key):
                self.key = key

            def __iter__(self):
                msg = f'missing setting {self.key}'
                raise ConfigError(msg)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return max(*_Unknown(key))
    """), CHAINED_TWIN),
    Attempt("error_2", "new-exception-raised-by-a-failed-future", code("""
        import asyncio


        class ConfigError(Exception):
            pass


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                loop = asyncio.new_event_loop()
                pending = loop.create_future()
                msg = f'missing setting {key}'
                pending.set_exception(ConfigError(msg))
                return pending.result()
    """), CHAINED_TWIN),
    Attempt("error_2", "future-failed-by-a-handed-setter-and-run", code("""
        import asyncio


        class ConfigError(Exception):
            pass


        def load(settings, key):
            loop = asyncio.new_event_loop()
            pending = loop.create_future()
            try:
                return settings[key]
            except KeyError:
                msg = f'missing setting {key}'
                loop.call_soon(pending.set_exception, ConfigError(msg))
                return loop.run_until_complete(pending)
    """), CHAINED_TWIN),
    Attempt("error_2", "raising-hash-of-an-item-handed-to-frozenset", code("""
        class ConfigError(Exception):
            pass


        class _Unknown:
            def __init__(self, key):
                self.key = key

            def __hash__(self):
                msg = f'missing setting {self.key}'
                raise ConfigError(msg)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return frozenset([_Unknown(key)])
    """), CHAINED_TWIN),
]

# -- error_3: OSError, not its aliases -----------------------------------------------------
ACCENTED_OSERROR_TWIN = code("""
    def lire(chemin):
        # Lecture du fichier ; « vide » si le système refuse.
        try:
            return chemin.read_text()
        except OSError:
            return ''
""")
"""Honest code with non-ASCII text (the normalised-text gates open for it)."""
OSERROR_TWIN = code("""
    import socket


    def read(path):
        try:
            with open(path) as handle:
                return handle.read()
        except OSError:
            return ''


    def probe(host):
        try:
            socket.create_connection((host, 80), timeout=1).close()
        except (OSError, ValueError):
            return False
        return True
""")
ERROR_3 = [
    Attempt("error_3", "alias-in-a-variable", code("""
        READ_ERRORS = IOError


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except READ_ERRORS:
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-in-a-tuple-variable", code("""
        ERRORS = (EnvironmentError, ValueError)


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except ERRORS:
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "getattr-on-builtins", code("""
        import builtins


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except getattr(builtins, 'IOError'):
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "isinstance-check", code("""
        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except OSError as err:
                return '' if isinstance(err, IOError) else None
    """), OSERROR_TWIN),
    Attempt("error_3", "subclass-of-an-alias", code("""
        class ReadError(IOError):
            pass


        def read(path):
            raise ReadError(path)
    """), OSERROR_TWIN),
    Attempt("error_3", "builtins-dict-lookup", code("""
        import builtins


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except builtins.__dict__['IOError']:
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "ioerror-in-except", code("""
        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except IOError:
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "socket-error", code("""
        import socket


        def probe(host):
            try:
                socket.create_connection((host, 80), timeout=1).close()
            except socket.error:
                return False
            return True
    """), OSERROR_TWIN),
    Attempt("error_3", "re-exported-socket-error", code("""
        from socket import create_connection, error as net_error


        def probe(host):
            try:
                create_connection((host, 80), timeout=1).close()
            except net_error:
                return False
            return True
    """), OSERROR_TWIN),
    Attempt("error_3", "raise-environment-error", code("""
        def read(path):
            raise EnvironmentError(path)
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-in-exec", code("""
        exec('class ReadError(IOError):\\n    pass\\n')
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-through-another-module", code("""
        import shutil


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except shutil.os.error:
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "ssl-socket-error", code("""
        import socket
        import ssl


        def probe(host):
            context = ssl.create_default_context()
            try:
                with socket.create_connection((host, 443), timeout=1) as sock:
                    context.wrap_socket(sock, server_hostname=host).close()
            except ssl.socket_error:
                return False
            return True
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-through-another-modules-import", code("""
        import http.client


        def fetch(host: str) -> bytes:
            try:
                conn = http.client.HTTPConnection(host)
                conn.request('GET', '/')
                return conn.getresponse().read()
            except http.client.socket.error:
                return b''
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-through-selectors", code("""
        import selectors


        def wait(sock):
            selector = selectors.DefaultSelector()
            try:
                selector.register(sock, selectors.EVENT_READ)
                return selector.select(timeout=1)
            except selectors.select.error:
                return []
    """), OSERROR_TWIN),
    Attempt("error_3", "fullwidth-alias-in-a-tuple", code("""
        ERRORS = (\uff29OError, ValueError)


        def read(path):
            try:
                return path.read_text()
            except ERRORS:
                return ''
    """), ACCENTED_OSERROR_TWIN),
    Attempt("error_3", "alias-through-attrgetter", code("""
        import builtins
        import operator

        READ_ERRORS = (operator.attrgetter("IOError")(builtins), ValueError)


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except READ_ERRORS:
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-through-the-module-dict", code("""
        import socket

        NETWORK_ERRORS = (socket.__dict__.get("error"), ValueError)


        def probe(host):
            try:
                socket.create_connection((host, 80), timeout=1).close()
            except NETWORK_ERRORS:
                return False
            return True
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-through-getattribute", code("""
        import socket


        def probe(host):
            try:
                socket.create_connection((host, 80), timeout=1).close()
            except (socket.__getattribute__("error"), ValueError):
                return False
            return True
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-through-resolve-name", code("""
        import pkgutil
        import socket

        NETWORK_ERRORS = (pkgutil.resolve_name("socket:error"), ValueError)


        def probe(host):
            try:
                socket.create_connection((host, 80), timeout=1).close()
            except NETWORK_ERRORS:
                return False
            return True
    """), OSERROR_TWIN),
]

# -- error_4: exception messages in a variable ---------------------------------------------------
COLLECTING_TWIN = code("""
    class ValidationError(Exception):
        pass


    class Validator:
        def problem(self, text):
            raise ValidationError(text)


    class CollectingValidator(Validator):
        def __init__(self):
            self.problems = []

        def problem(self, text):
            self.problems.append(text)

        def check(self, record):
            if 'id' not in record:
                self.problem(f'record {record!r} has no id')
""")
"""A subclass overriding the raising hook so that it collects problems: `self.problem`
runs the override, which raises nothing."""
MESSAGE_TWIN = code("""
    MESSAGES = {'empty': 'the list is empty'}


    def first(values):
        if not values:
            msg = MESSAGES['empty']
            raise ValueError(msg)
        if values[0] is None:
            msg = f'first of {len(values)} values is None'
            raise ValueError(msg)
        return values[0]
""")
PREBUILT_TWIN = code("""
    NEGATIVE = 'age must be non-negative'
    TOO_OLD = 'age is not plausible'
    ERRORS = {'negative': ValueError, 'too_old': OverflowError}


    class AgeCheck:
        def __init__(self):
            self.error = None

        def check(self, age):
            if age < 0:
                msg = NEGATIVE
                raise ERRORS['negative'](msg)
            if age > 150:
                error = OverflowError(TOO_OLD) if age < 1000 else ValueError(TOO_OLD)
                raise error
            return age

        def finish(self):
            if self.error is not None:
                raise self.error
""")
ERROR_4 = [
    Attempt("error_4", "concatenated-message", code("""
        def first(values):
            if not values:
                raise ValueError('empty list of ' + type(values).__name__)
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "percent-message", code("""
        def first(values):
            if not values:
                raise ValueError('empty %s' % type(values).__name__)
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "message-wrapped-in-str", code("""
        def first(values):
            if not values:
                raise ValueError(str('the list is empty'))
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "walrus-message", code("""
        def first(values):
            if not values:
                raise ValueError(msg := 'the list is empty')
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "joined-message", code("""
        def first(values):
            if not values:
                raise ValueError(' '.join(['the', 'list', 'is', 'empty']))
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "keyword-message", code("""
        class EmptyError(Exception):
            def __init__(self, msg):
                super().__init__(msg)


        def first(values):
            if not values:
                raise EmptyError(msg='the list is empty')
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "message-method-call", code("""
        def first(values):
            if not values:
                raise ValueError('the list is empty'.capitalize())
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "message-in-a-tuple", code("""
        def first(values):
            if not values:
                raise ValueError(('the list is empty', len(values)))
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "literal-message", code("""
        def first(values):
            if not values:
                raise ValueError('the list is empty')
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "fstring-message", code("""
        def first(values):
            if not values:
                raise ValueError(f'{type(values).__name__} is empty')
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "starred-message", code("""
        def first(values):
            if not values:
                raise ValueError(*['the list is empty'])
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "bytes-message-decoded", code("""
        def first(values):
            if not values:
                raise ValueError(b'the list is empty'.decode())
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "message-spelled-as-code-points", code("""
        def first(values):
            if not values:
                raise ValueError(bytes([101, 109, 112, 116, 121]).decode())
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "exception-built-inline-then-raised", code("""
        def withdraw(balance: float, amount: float) -> float:
            if amount > balance:
                error = ValueError(f'cannot withdraw {amount}: balance is {balance}')
                raise error
            return balance - amount
    """), code("""
        def withdraw(balance: float, amount: float) -> float:
            if amount > balance:
                msg = f'cannot withdraw {amount}: balance is {balance}'
                error = ValueError(msg)
                raise error
            return balance - amount
    """)),
    Attempt("error_4", "assert-with-inline-message", code("""
        def withdraw(balance: float, amount: float) -> float:
            assert amount <= balance, f'cannot withdraw {amount}: balance is {balance}'
            return balance - amount
    """), MESSAGE_TWIN, open=True),
    Attempt("error_4", "inline-message-handed-to-a-raising-helper", code("""
        def _fail(message):
            raise ValueError(message)


        def check_age(age):
            if age < 0:
                _fail(f'age must be non-negative, got {age}')
            return age
    """), code("""
        def _fail(message):
            raise ValueError(message)


        def _require(condition, message):
            if not condition:
                raise ValueError(message)


        def check_age(age):
            _require(isinstance(age, int), 'age must be a whole number')
            if age < 0:
                msg = f'age must be non-negative, got {age}'
                _fail(msg)
            return age
    """)),
    Attempt("error_4", "inline-template-handed-to-a-formatting-helper", code("""
        def _fail(template, *args):
            raise ValueError(template % args)


        def check_age(age):
            if age < 0:
                _fail('age must be non-negative, got %d', age)
            return age
    """), MESSAGE_TWIN),
    Attempt("error_4", "inline-message-to-a-helper-that-formats-it", code("""
        def _fail(message, **values):
            raise ValueError(message.format(**values))


        def check_age(age):
            if age < 0:
                _fail('age must be non-negative, got {age}', age=age)
            return age
    """), MESSAGE_TWIN),
    Attempt("error_4", "exception-built-inline-for-a-helper-that-raises-it", code("""
        def _raise(error):
            raise error


        def check_age(age):
            if age < 0:
                _raise(ValueError(f'age must be non-negative, got {age}'))
            return age
    """), MESSAGE_TWIN),
    Attempt("error_4", "inline-message-to-a-helper-that-hands-it-on", code("""
        def _raise(message):
            raise ValueError(message)


        def _fail(message):
            return _raise(message)


        def check_age(age):
            if age < 0:
                _fail(f'age must be non-negative, got {age}')
            return age
    """), MESSAGE_TWIN),
    Attempt("error_4", "inline-message-to-an-inherited-raising-method", code("""
        class ValidationError(Exception):
            pass


        class Validator:
            def problem(self, text):
                raise ValidationError(text)


        class RecordValidator(Validator):
            def check(self, record):
                if 'id' not in record:
                    self.problem(f'record {record!r} has no id')
    """), COLLECTING_TWIN),
    Attempt("error_4", "override-hands-the-message-to-super", code("""
        class ValidationError(Exception):
            pass


        class Validator:
            def problem(self, text):
                raise ValidationError(text)


        class RecordValidator(Validator):
            def problem(self, text):
                super().problem(text)

            def check(self, record):
                if 'id' not in record:
                    self.problem(f'record {record!r} has no id')
    """), COLLECTING_TWIN),
    Attempt("error_4", "pre-built-exceptions-picked-by-a-ternary", code("""
        NEGATIVE = ValueError('age must be non-negative')
        TOO_OLD = ValueError('age is not plausible')


        def check_age(age):
            if age < 0 or age > 150:
                raise NEGATIVE if age < 0 else TOO_OLD
            return age
    """), PREBUILT_TWIN),
    Attempt("error_4", "pre-built-exceptions-in-a-dict", code("""
        ERRORS = {
            'negative': ValueError('age must be non-negative'),
            'too_old': ValueError('age is not plausible'),
        }


        def check_age(age):
            if age < 0:
                raise ERRORS['negative']
            if age > 150:
                raise ERRORS['too_old']
            return age
    """), PREBUILT_TWIN),
    Attempt("error_4", "pre-built-exception-held-on-self", code("""
        class AgeCheck:
            def __init__(self):
                self.negative = ValueError('age must be non-negative')

            def check(self, age):
                if age < 0:
                    raise self.negative
                return age
    """), PREBUILT_TWIN),
    Attempt("error_4", "pre-built-exception-picked-from-a-list", code("""
        def check_age(age):
            if age < 0:
                errors = [ValueError(f'age must be non-negative, got {age}')]
                raise errors[0]
            return age
    """), PREBUILT_TWIN),
    Attempt("error_4", "pre-built-exceptions-raised-from-a-loop", code("""
        def check_ages(ages):
            problems = [ValueError(f'negative age {age}') for age in ages if age < 0]
            for problem in problems:
                raise problem
            return ages
    """), PREBUILT_TWIN),
    Attempt("error_4", "partial-of-the-exception", code("""
        import functools

        negative = functools.partial(ValueError, 'age must not be negative')


        def check(age):
            if age < 0:
                raise negative()
            return age
    """), MESSAGE_TWIN),
    Attempt("error_4", "lambda-making-the-exception", code("""
        negative = lambda: ValueError('age must not be negative')


        def check(age):
            if age < 0:
                raise negative()
            return age
    """), MESSAGE_TWIN),
    Attempt("error_4", "message-set-in-args", code("""
        def check(age):
            if age < 0:
                error = ValueError()
                error.args = ('age must not be negative',)
                raise error
            return age
    """), MESSAGE_TWIN),
    Attempt("error_4", "prebuilt-in-dict-call", code("""
        ERRORS = dict(negative=ValueError('age must not be negative'))


        def check(age):
            if age < 0:
                raise ERRORS['negative']
            return age
    """), MESSAGE_TWIN),
    Attempt("error_4", "prebuilt-class-attribute", code("""
        class Errors:
            NEGATIVE = ValueError('age must not be negative')


        def check(age):
            if age < 0:
                raise Errors.NEGATIVE
            return age
    """), MESSAGE_TWIN),
    Attempt("error_4", "prebuilt-copied", code("""
        import copy

        NEGATIVE = ValueError('age must not be negative')


        def check(age):
            if age < 0:
                raise copy.copy(NEGATIVE)
            return age
    """), MESSAGE_TWIN),
    Attempt("error_4", "prebuilt-with-traceback", code("""
        NEGATIVE = ValueError('age must not be negative')


        def check(age):
            if age < 0:
                raise NEGATIVE.with_traceback(None)
            return age
    """), MESSAGE_TWIN),
    Attempt("error_4", "docstring-as-message", code("""
        def check(age):
            \"\"\"Age must not be negative.\"\"\"
            if age < 0:
                raise ValueError(check.__doc__)
            return age
    """), MESSAGE_TWIN),
    Attempt("error_4", "thrown-into-a-generator", code("""
        def check(age):
            if age < 0:
                (None for _ in []).throw(ValueError(f'age {age} is negative'))
            return age
    """), code("""
        def check(age, consumer):
            if age < 0:
                msg = f'age {age} is negative'
                consumer.throw(ValueError(msg))
            return age


        class Dice:
            def throw(self, label):
                return label


        def roll(dice: Dice):
            return dice.throw('two sixes')
    """)),
    Attempt("error_4", "prebuilt-fetched-back-by-next", code("""
        NEGATIVE = ValueError('age must not be negative')


        def check(age):
            if age < 0:
                raise next(iter((NEGATIVE,)))
            return age
    """), MESSAGE_TWIN),
    Attempt("error_4", "message-set-through-dunder-init", code("""
        def check(age):
            if age < 0:
                problem = ValueError()
                problem.__init__(f'age {age} is negative')
                raise problem
            return age
    """), code("""
        class AgeError(ValueError):
            def __init__(self, age):
                super().__init__('age is negative')
                ValueError.__init__(self, 'age is negative')
                self.age = age


        def check(age):
            if age < 0:
                raise AgeError(age)
            return age
    """)),
    Attempt("error_4", "prebuilt-in-a-container-filled-by-append", code("""
        PROBLEMS = []
        PROBLEMS.append(ValueError('age must not be negative'))


        def check(age):
            if age < 0:
                raise PROBLEMS[-1]
            return age
    """), code("""
        NEGATIVE = 'age must not be negative'
        KINDS = []
        KINDS.append(ValueError)


        def check(age):
            if age < 0:
                raise KINDS[-1](NEGATIVE)
            return age
    """)),
    Attempt("error_4", "prebuilt-as-a-parameter-default", code("""
        def check(age, problem=ValueError('age must not be negative')):
            if age < 0:
                raise problem
            return age
    """), code("""
        def check(age, kind=ValueError):
            if age < 0:
                msg = 'age must not be negative'
                raise kind(msg)
            return age
    """)),
    Attempt("error_4", "prebuilt-passed-as-an-argument", code("""
        def check(age, problem):
            if age < 0:
                raise problem
            return age


        def run(age):
            return check(age, ValueError('age must not be negative'))
    """), MESSAGE_TWIN),
    Attempt("error_4", "prebuilt-popped-from-a-copied-set", code("""
        NEGATIVE = {ValueError('age must not be negative')}


        def check(age):
            if age < 0:
                raise set(NEGATIVE).pop()
            return age
    """), MESSAGE_TWIN),
    Attempt("error_4", "prebuilt-indexed-from-a-list-call", code("""
        NEGATIVE = (ValueError('age must not be negative'),)


        def check(age):
            if age < 0:
                raise list(NEGATIVE)[0]
            return age
    """), MESSAGE_TWIN),
    Attempt("error_4", "prebuilt-in-a-positional-field", code("""
        from collections import namedtuple

        Problems = namedtuple('Problems', 'negative too_old')
        PROBLEMS = Problems(ValueError('age must not be negative'), ValueError('too old'))


        def check(age):
            if age < 0:
                raise PROBLEMS.negative
            return age
    """), code("""
        from collections import namedtuple

        Limits = namedtuple('Limits', 'low high')
        LIMITS = Limits(0, 150)


        def check(age):
            if age < LIMITS.low:
                msg = 'age must not be negative'
                raise ValueError(msg)
            return age
    """)),
    Attempt("error_4", "str-format-of-a-named-template", code("""
        TEMPLATE = 'expected a non-empty list, got {!r}'


        def average(values):
            if not values:
                raise ValueError(TEMPLATE.format(values))
            return sum(values) / len(values)
    """), code("""
        TEMPLATE = 'expected a non-empty list, got {!r}'


        def average(values):
            if not values:
                message = TEMPLATE.format(values)
                raise ValueError(message)
            return sum(values) / len(values)
    """)),
    Attempt("error_4", "prebuilt-exception-as-an-enum-value", code("""
        import enum


        class Problem(enum.Enum):
            EMPTY = ValueError('expected a non-empty list of numbers')
            NEGATIVE = ValueError('values must not be negative')


        def average(values, kind=None):
            if not values:
                raise Problem.EMPTY.value
            if kind is not None:
                raise Problem[kind].value
            return sum(values) / len(values)
    """), code("""
        import enum


        class Problem(enum.Enum):
            EMPTY = 'expected a non-empty list of numbers'
            NEGATIVE = 'values must not be negative'


        def average(values, kind=None):
            if not values:
                raise ValueError(Problem.EMPTY.value)
            if kind is not None:
                raise ValueError(Problem[kind].value)
            return sum(values) / len(values)
    """)),
    Attempt("error_4", "message-as-a-lookup-key", code("""
        class _Echo(dict):
            def __missing__(self, key):
                return key


        TEXT = _Echo()


        def first(values):
            if not values:
                raise ValueError(TEXT['the list is empty'])
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "fstring-as-a-class-subscript-key", code("""
        class Text:
            def __class_getitem__(cls, key):
                return key


        def first(values):
            if values[0] is None:
                raise ValueError(Text[f'first of {len(values)} values is None'])
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "prebuilt-exception-held-by-a-library-object", code("""
        import contextvars
        import itertools

        EMPTY = contextvars.ContextVar('empty', default=ValueError('the list is empty'))
        NONE = itertools.repeat(ValueError('the first value is None'))


        def first(values):
            if not values:
                raise EMPTY.get()
            if values[0] is None:
                raise next(NONE)
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "prebuilt-exception-put-in-a-queue", code("""
        import queue

        PROBLEMS = queue.Queue()
        PROBLEMS.put_nowait(ValueError('the list is empty'))


        def first(values):
            if not values:
                raise PROBLEMS.get_nowait()
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "prebuilt-exception-bound-by-with", code("""
        import contextlib


        def first(values):
            if not values:
                with contextlib.nullcontext(ValueError('the list is empty')) as problem:
                    raise problem
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "prebuilt-exception-set-on-self-by-name", code("""
        class Picker:
            def __init__(self):
                setattr(self, 'empty', ValueError('the list is empty'))

            def first(self, values):
                if not values:
                    raise self.empty
                return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "prebuilt-exception-set-on-a-class-by-name", code("""
        class Problems:
            pass


        def first(values):
            if not values:
                raise Problems.empty
            return values[0]


        setattr(Problems, 'empty', ValueError('the list is empty'))
    """), MESSAGE_TWIN),
    Attempt("error_4", "prebuilt-exception-stored-in-the-instance-dict", code("""
        class Picker:
            def __init__(self):
                self.__dict__['empty'] = ValueError('the list is empty')

            def first(self, values):
                if not values:
                    raise self.empty
                return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "prebuilt-exception-added-to-the-instance-dict-by-update", code("""
        class Picker:
            def __init__(self):
                vars(self).update({'empty': ValueError('the list is empty')})

            def first(self, values):
                if not values:
                    raise self.empty
                return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "prebuilt-exception-set-through-setattr-dunder", code("""
        class Picker:
            def __init__(self):
                super().__setattr__('empty', ValueError('the list is empty'))

            def first(self, values):
                if not values:
                    raise self.empty
                return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "prebuilt-exception-as-a-made-class-default", code("""
        import collections

        Problems = collections.namedtuple('Problems', ['empty'], defaults=(ValueError('the list is empty'),))
        PROBLEMS = Problems()


        def first(values):
            if not values:
                raise PROBLEMS.empty
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "prebuilt-exception-captured-by-a-match-pattern", code("""
        def first(values):
            match [ValueError('the list is empty')]:
                case [problem] if not values:
                    raise problem
            return values[0]
    """), MESSAGE_TWIN),
]

# --- held-out round 4: code run by other runners, members looked up by name (shared layer) ---
# -> ERROR_3
ERROR_3 += [
    Attempt("error_3", "aliases-by-attrgetter-mapped-over-modules", code("""
        import mmap
        import operator
        import socket

        LEGACY = tuple(map(operator.attrgetter('error'), (socket, mmap)))


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except LEGACY:
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-named-by-a-constant-table", code("""
        import select

        MEMBERS = ['error']


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except getattr(select, MEMBERS[0]):
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-picked-from-a-scan-of-builtins", code("""
        import builtins

        LEGACY = [v for k, v in builtins.__dict__.items() if k.startswith('Environment')][0]


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except LEGACY:
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-from-inspect-getmembers", code("""
        import inspect
        import socket


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except dict(inspect.getmembers(socket)).get('error'):
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "module-member-by-a-name-not-known", code("""
        import socket

        MEMBER = ''.join(reversed('rorre'))


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except getattr(socket, MEMBER):
                return ''
    """), OSERROR_TWIN),
]

# -> ERROR_4 (fails strict mode once error_4's `_pick_parts` reads
#    `facts.names.lookup_values(node)` first; see the report)
ERROR_4 += [
    Attempt("error_4", "prebuilt-exception-raised-through-globals", code("""
        NEGATIVE = ValueError('age must be non-negative')


        def check(age):
            if age < 0:
                raise globals()['NEGATIVE']
            return age
    """), PREBUILT_TWIN),
    Attempt("error_4", "prebuilt-exception-raised-through-a-class-namespace", code("""
        class Problems:
            NEGATIVE = ValueError('age must be non-negative')


        def check(age):
            if age < 0:
                raise Problems.__dict__['NEGATIVE']
            return age
    """), PREBUILT_TWIN),
]


# --- held-out round 5: stdlib re-exports, names from strings, Python in other processes (shared layer) ---
ERROR_3 += [
    Attempt("error_3", "alias-loaded-from-a-constant-pickle", code("""
        import pickle

        # protocol 0: c builtins / IOError
        NET_ERRORS = pickle.loads(bytes.fromhex('636275696c74696e730a494f4572726f720a2e'))


        def probe(host):
            import socket
            try:
                socket.create_connection((host, 80), timeout=1).close()
            except NET_ERRORS:
                return False
            return True
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-named-to-an-unpicklers-find-class", code("""
        import io
        import pickle

        READER = pickle.Unpickler(io.BytesIO(b''))
        READ_ERRORS = READER.find_class('builtins', 'Environment' + 'Error')


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except READ_ERRORS:
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-resolved-by-a-logging-configurator", code("""
        from logging.config import DictConfigurator


        class Settings(DictConfigurator):
            pass


        READ_ERRORS = Settings({}).convert('ext://socket.' + 'error')


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except READ_ERRORS:
                return ''
    """), OSERROR_TWIN),
]


# --- held-out round 6: the shared resolver (error) ---
# A string annotation evaluated (`get_type_hints`, `get_annotations`, a `ForwardRef`) is
# the name it spells.
ERROR_3 += [
    Attempt("error_3", "alias-named-by-a-string-annotation-read-by-get-type-hints", code("""
        import inspect
        import typing


        class Failures:
            missing: 'EnvironmentError'


        def _hint() -> 'IOError':
            ...


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except inspect.get_annotations(Failures, eval_str=True)['missing']:
                return ''
            except typing.get_type_hints(_hint).get('return'):
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-named-by-an-evaluated-forward-reference", code("""
        import typing

        FAILURE = typing._eval_type(typing.ForwardRef('IOError'), globals(), None)


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except FAILURE:
                return ''
    """), OSERROR_TWIN),
]


# --- held-out round 7 (errlib7): values true whatever they hold, version tests, implicit
# dunders, helpers raising through a local, a lambda or a generator's throw() ---
ROUND7_EXIT_TWIN = code("""
    import sys


    class forwarding:
        def __init__(self, inner):
            self.inner = inner

        def __enter__(self):
            return self.inner.__enter__()

        def __exit__(self, exc_type, exc, tb):
            return self.inner.__exit__(exc_type, exc, tb)


    class counted(dict):
        def __enter__(self):
            return self

        def __exit__(self, exc_type, exc, tb):
            return self


    def parse_port(text):
        try:
            return int(text)
        except Exception:
            if sys.version_info >= (3, 11):
                raise
            return None
""")
"""Honest code: an `__exit__` handing on to another manager's, one returning an instance
whose truth depends on its contents (a dict), and a re-raise a minor version decides."""
ERROR_1 += [
    Attempt("error_1", "async-exit-returns-the-instance", code("""
        class quietly:
            async def __aenter__(self):
                return self

            async def __aexit__(self, exc_type, exc, tb):
                result = self
                return result


        async def fetch(client, url):
            async with quietly():
                return await client.get(url)
            return None
    """), EXIT_TWIN),
    Attempt("error_1", "exit-returns-a-bound-method", code("""
        class quietly:
            def __enter__(self):
                return self

            def close(self):
                return None

            def __exit__(self, exc_type, exc, tb):
                return self.close


        def parse_port(text):
            with quietly():
                return int(text)
            return None
    """), ROUND7_EXIT_TWIN),
    Attempt("error_1", "exit-returns-a-one-item-display", code("""
        class quietly:
            def __enter__(self):
                return self

            def __exit__(self, *exc):
                return {'error': exc[1]}


        def parse_port(text):
            with quietly():
                return int(text)
            return None
    """), ROUND7_EXIT_TWIN),
    Attempt("error_1", "exit-returns-a-new-instance-of-a-plain-class", code("""
        class Token:
            pass


        class quietly:
            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                return Token()


        def parse_port(text):
            with quietly():
                return int(text)
            return None
    """), ROUND7_EXIT_TWIN),
    Attempt("error_1", "reraise-under-a-python-2-flag", code("""
        import sys

        PY2 = sys.version_info[0] == 2


        def parse_port(text):
            try:
                return int(text)
            except Exception:
                if PY2:
                    raise
                return None
    """), ROUND7_EXIT_TWIN),
    Attempt("error_1", "reraise-under-an-old-hexversion", code("""
        import sys


        def parse_port(text):
            try:
                return int(text)
            except Exception:
                if sys.hexversion < 0x03000000:
                    raise
                return None
    """), SPECIFIC_TWIN),
]
ERROR_2 += [
    Attempt("error_2", "raises-through-index-of-a-subscript", code("""
        class ConfigError(Exception):
            pass


        class _Position:
            def __init__(self, key):
                self.key = key

            def __index__(self):
                msg = f'missing setting {self.key}'
                raise ConfigError(msg)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return (None, None)[_Position(key)]
    """), CHAINED_TWIN),
    Attempt("error_2", "raises-through-index-of-a-slice-bound-or-repeat-count", code("""
        class ConfigError(Exception):
            pass


        class _Position:
            def __init__(self, key):
                self.key = key

            def __index__(self):
                msg = f'missing setting {self.key}'
                raise ConfigError(msg)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return [None] * _Position(key)


        def load_tail(settings, key):
            try:
                return settings[key]
            except KeyError:
                return key[:_Position(key)]
    """), CHAINED_TWIN),
    Attempt("error_2", "raises-through-mro-entries-of-a-base", code("""
        class ConfigError(Exception):
            pass


        class _Base:
            def __init__(self, key):
                self.key = key

            def __mro_entries__(self, bases):
                msg = f'missing setting {self.key}'
                raise ConfigError(msg)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                class Fallback(object, _Base(key)):
                    pass
                return Fallback
    """), CHAINED_TWIN),
    Attempt("error_2", "raises-through-an-inherited-default-factory", code("""
        import dataclasses


        class ConfigError(Exception):
            pass


        def _missing():
            msg = 'missing setting'
            raise ConfigError(msg)


        @dataclasses.dataclass
        class _Base:
            value: object = dataclasses.field(default_factory=lambda: _missing())


        @dataclasses.dataclass
        class _Missing(_Base):
            extra: int = 0


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return _Missing().value
    """), CHAINED_TWIN),
]
ERROR_4 += [
    Attempt("error_4", "helper-raises-an-exception-bound-to-a-local", code("""
        def _reject(text):
            problem = ValueError(text)
            raise problem


        def check_age(age):
            if age < 0:
                _reject(f'age must be non-negative, got {age}')
            return age
    """), MESSAGE_TWIN),
    Attempt("error_4", "message-split-into-word-arguments", code("""
        def _reject(first, *rest):
            text = first + ' ' + ' '.join(rest)
            msg = text
            raise ValueError(msg)


        def check_age(age):
            if age < 0:
                _reject('negative', 'age', 'given')
            return age
    """), MESSAGE_TWIN),
    Attempt("error_4", "prebuilt-exception-stored-by-an-unbound-setitem", code("""
        ERRORS = {}
        dict.__setitem__(ERRORS, 'negative', ValueError('age must be non-negative'))


        def check_age(age):
            if age < 0:
                raise ERRORS['negative']
            return age
    """), PREBUILT_TWIN),
    Attempt("error_4", "lambda-helper-throws-the-message", code("""
        _reject = lambda text: (_ for _ in ()).throw(ValueError(text))  # noqa: E731


        def check_age(age):
            if age < 0:
                _reject(f'age must be non-negative, got {age}')
            return age
    """), MESSAGE_TWIN),
    Attempt("error_4", "helper-throws-the-message-into-a-generator", code("""
        def _reject(text):
            (_ for _ in ()).throw(ValueError(text))


        def check_age(age):
            if age < 0:
                _reject('age must be non-negative')
            return age
    """), MESSAGE_TWIN),
]


# -- held-out round 7: the shared resolver (engineer resolver7) ---------------------------------
# A name built from strings bound to constants (`+`, `%`, f-strings, `join`, `format`) is
# each string it may be; a call made through another (`functools.partial`, `operator.call`,
# `map`) is the call it makes.
ERROR_3 += [
    Attempt("error_3", "alias-located-by-a-dotted-name-built-from-constants", code("""
        import pydoc

        _MODULE = 'socket'
        _FAILURE = pydoc.locate('%s.error' % _MODULE)


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except _FAILURE:
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-imported-by-a-module-name-from-an-f-string", code("""
        import importlib

        _STEM = 'sel'


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except importlib.import_module(f'{_STEM}ect').error:
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-read-by-a-partial-of-getattr", code("""
        import builtins
        import functools

        _lookup = functools.partial(getattr, builtins)


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except _lookup('EnvironmentError'):
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-read-by-getattr-made-through-operator-call", code("""
        import builtins
        import operator


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except operator.call(getattr, builtins, 'IOError'):
                return ''
    """), OSERROR_TWIN),
]

# --- held-out round 8: error_1, error_2, error_4 (docerr8) ---
ERROR_1 += [
    Attempt("error_1", "re-raise-in-a-loop-over-an-iterator-that-stops-at-once", code("""
        import itertools


        def parse(text):
            try:
                return int(text)
            except Exception:
                for _ in iter(str, ''):
                    raise
                for _ in itertools.repeat(None, 0):
                    raise
                return None
    """), SPECIFIC_TWIN),
]

ERROR_2 += [
    Attempt("error_2", "caught-name-bound-to-a-new-exception-then-raised", code("""
        class ConfigError(Exception):
            pass


        def load(settings, key):
            try:
                return settings[key]
            except KeyError as err:
                err = ConfigError(f'missing setting {key}')
                raise err
    """), code("""
        class ConfigError(Exception):
            pass


        def load(settings, key):
            try:
                return settings[key]
            except KeyError as err:
                err.add_note(f'while loading {key}')
                raise err
    """)),
]

ERROR_4 += [
    Attempt("error_4", "sentence-joined-into-a-code-keyword", code("""
        class AgeError(ValueError):
            def __init__(self, *, code):
                super().__init__(code.replace('_', ' '))


        def check(age):
            if age < 0:
                raise AgeError(code='age_must_be_a_non_negative_number')
            if age > 150:
                raise AgeError(code='value.is.not.a.plausible.age')
            return age
    """), code("""
        class AgeError(ValueError):
            def __init__(self, msg, *, code):
                super().__init__(msg)
                self.code = code


        def check(age):
            if age < 0:
                msg = 'age must be a non-negative number'
                raise AgeError(msg, code='E_CONFIG_AGE_NOT_FOUND')
            return age
    """)),
]


# --- held-out round 8: the shared resolver (resolver8) ---
# Objects the C API gives through ctypes are what they hold: `py_object.in_dll(pythonapi,
# 'PyExc_X').value` is the builtin X, `cast(id(x), py_object).value` and
# `py_object(x).value` are x.
ERROR_3 += [
    Attempt("error_3", "alias-read-off-its-address-through-ctypes", code("""
        import ctypes


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except ctypes.cast(ctypes.c_void_p(id(EnvironmentError)), ctypes.py_object).value:
                return ''
    """), code("""
        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except OSError:
                return ''
    """)),
    Attempt("error_3", "alias-read-off-a-c-api-global", code("""
        import ctypes

        _FAILURE = ctypes.py_object.in_dll(ctypes.pythonapi, 'PyExc_EnvironmentError')


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except _FAILURE.value:
                return ''
    """), code("""
        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except OSError:
                return ''
    """)),
]


# --- held-out round 9: error_1..4 and the shared resolver (resolver9) ---
# An `__exit__` testing a member every exception has, a root logger muted by `basicConfig`, a
# home-made logger whose `exception` drops everything, a caught name rebound by a `match`
# capture, a module `__getattr__` run by a read of the module itself, a name spelled as an
# OSError alias that the code binds (assignment, import, parameter, attribute, a frame's
# builtins), a CamelCase sentence as a lookup key and a code keyword the class makes its
# message.
ERROR_1 += [
    Attempt("error_1", "exit-tests-a-member-every-exception-has", code("""
        class swallowing:
            def __enter__(self):
                return self

            def __exit__(self, kind, value, trace):
                return hasattr(value, '__traceback__')


        def parse_port(text):
            with swallowing():
                return int(text)
            return None
    """), EXIT_TWIN),
    Attempt("error_1", "traceback-logged-below-the-root-level-basic-config-sets", code("""
        import logging

        logging.basicConfig(level='CRITICAL')
        log = logging.getLogger('ports')


        def parse_port(text):
            try:
                return int(text)
            except BaseException:
                log.exception('bad port')
                return None
    """), LOGGED_TWIN),
    Attempt("error_1", "traceback-logged-to-a-home-made-logger-that-drops-it", code("""
        class Recorder:
            def __init__(self):
                self.lines = []

            def exception(self, message, *args):
                self.lines.append(message % args)


        RECORD = Recorder()


        def parse_port(text):
            try:
                return int(text)
            except Exception:
                RECORD.exception('bad port %r', text)
                return None
    """), LOGGED_TWIN),
]
ERROR_2 += [
    Attempt("error_2", "caught-name-rebound-by-a-match-alternative-capture", code("""
        class ConfigError(Exception):
            pass


        def load(settings, key):
            try:
                return settings[key]
            except KeyError as problem:
                match ConfigError(key):
                    case ValueError() | ConfigError() as problem:
                        raise problem
    """), CHAINED_TWIN),
    Attempt("error_2", "module-getattr-run-by-reading-the-module-itself", code("""
        import importlib


        class ConfigError(Exception):
            pass


        def __getattr__(name):
            raise ConfigError(name)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return importlib.import_module(__name__).fallback_value
    """), CHAINED_TWIN),
]
ERROR_3 += [
    Attempt("error_3", "alias-name-bound-to-oserror-by-assignment", code("""
        EnvironmentError = OSError


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except (EnvironmentError, ValueError):
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-name-imported-as", code("""
        from builtins import OSError as WindowsError


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except WindowsError:
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-name-as-a-keyword-only-parameter", code("""
        def read(path, *, IOError=OSError):
            try:
                with open(path) as handle:
                    return handle.read()
            except IOError:
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-name-as-an-attribute-of-a-namespace", code("""
        import types

        ERRORS = types.SimpleNamespace(IOError=OSError)


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except ERRORS.IOError:
                return ''
    """), OSERROR_TWIN),
    Attempt("error_3", "alias-read-off-a-frames-builtins", code("""
        import inspect


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except inspect.currentframe().f_builtins['EnvironmentError']:
                return ''
    """), OSERROR_TWIN),
]
ERROR_4 += [
    Attempt("error_4", "camelcase-sentence-as-a-get-key", code("""
        class _Spaced(dict):
            def get(self, key, default=None):
                return ''.join(' ' + c.lower() if c.isupper() else c for c in key).strip()


        TEXT = _Spaced()


        def check_price(price):
            if price < 0:
                raise ValueError(TEXT.get('PriceMustNotBeBelowZero'))
            return price
    """), MESSAGE_TWIN),
    Attempt("error_4", "code-keyword-the-class-makes-its-message", code("""
        class PriceError(ValueError):
            def __init__(self, *, slug):
                super().__init__(slug.replace('_', ' ').capitalize())
                self.slug = slug


        def check_price(price):
            if price < 0:
                raise PriceError(slug='price_below_zero')
            return price
    """), MESSAGE_TWIN),
]

# round 10, resolver10
# A blind handler "re-raising" an exit that reports success, a re-raise in a loop over an
# empty container's view or an itertools iterator of empty ones, a new exception raised by
# an operation that always fails (a lookup in an empty container, text no number is written
# with, `getattr` of `None`), and an inline message handed to a raising helper whose raise
# sits in a `with` block or takes `*parts`, or through `map`/`functools.partial`.
SUCCESS_EXIT_TWIN = code("""
    import json
    import sys


    def main(path):
        try:
            with open(path) as handle:
                return json.load(handle)
        except Exception as err:
            print(f'cannot read {path}: {err}', file=sys.stderr)
            raise SystemExit(1) from err
""")
ERROR_1 += [
    Attempt("error_1", "blind-handler-raises-a-success-exit-from-the-error", code("""
        import json


        class Finished(SystemExit):
            pass


        def main(path):
            try:
                with open(path) as handle:
                    return json.load(handle)
            except Exception as err:
                raise Finished from err
    """), SUCCESS_EXIT_TWIN),
    Attempt("error_1", "blind-handler-raises-an-exit-status-bound-to-zero", code("""
        import json

        DONE = SystemExit(0)


        def main(path):
            try:
                with open(path) as handle:
                    return json.load(handle)
            except Exception as err:
                raise DONE from err
    """), SUCCESS_EXIT_TWIN),
    Attempt("error_1", "reraise-in-a-loop-over-an-empty-containers-view", code("""
        import json


        def main(path):
            try:
                with open(path) as handle:
                    return json.load(handle)
            except Exception:
                for _ in [].copy():
                    raise
                return None
    """), SUCCESS_EXIT_TWIN),
    Attempt("error_1", "reraise-in-a-loop-over-a-chain-of-empty-iterables", code("""
        import itertools
        import json


        def main(path):
            try:
                with open(path) as handle:
                    return json.load(handle)
            except Exception:
                for _ in itertools.chain((), dict.keys({})):
                    raise
                return None
    """), SUCCESS_EXIT_TWIN),
]
ERROR_2 += [
    Attempt("error_2", "new-error-by-removing-from-an-empty-set", code("""
        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                set().remove(f'missing setting {key}')
    """), CHAINED_TWIN),
    Attempt("error_2", "new-error-by-parsing-the-message-as-a-number", code("""
        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return float(f'missing setting {key}')
    """), CHAINED_TWIN),
    Attempt("error_2", "new-error-by-getattr-of-none", code("""
        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return getattr(None, f'missing setting {key}')
    """), CHAINED_TWIN),
    Attempt("error_2", "new-error-by-indexing-an-empty-tuple-by-name", code("""
        NOTHING = ()


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return NOTHING[len(key)]
    """), CHAINED_TWIN),
]
ERROR_4 += [
    Attempt("error_4", "helper-raising-inside-a-with-block", code("""
        import contextlib


        def _reject(message):
            with contextlib.nullcontext():
                raise ValueError(message)


        def first(values):
            if not values:
                _reject(f'no values among {values!r}')
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "helper-raising-its-star-parts", code("""
        def _reject(*parts):
            error = ValueError(*parts)
            raise error


        def first(values):
            if not values:
                _reject(f'no values among {values!r}')
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "helper-handed-the-message-through-map", code("""
        def _reject(message):
            raise ValueError(message)


        def first(values):
            if not values:
                any(map(_reject, (f'no values among {values!r}',)))
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "helper-handed-the-message-through-partial", code("""
        import functools


        def _reject(message):
            raise ValueError(message)


        def first(values):
            if not values:
                functools.partial(_reject, f'no values among {values!r}')()
            return values[0]
    """), MESSAGE_TWIN),
]


# round 11, resolver11
# An `__exit__` returning a length test of text never empty, a blind handler re-raising
# everything chained as a module class a caller drops in silence, a helper raising an
# unchained error inside a `try` whose handler cannot fire, and an inline message handed to
# a helper that raises it after a loop, or to a class whose constructor raises it.
PARSE_TWIN = code("""
    def parse_amounts(lines):
        amounts = []
        for line in lines:
            try:
                amounts.append(float(line))
            except ValueError:
                continue
        return amounts
""")
ERROR_1 += [
    Attempt("error_1", "exit-returns-a-length-test-of-the-types-repr", code("""
        class Lenient:
            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                return len(repr(exc_type)) >= 1


        def parse_amounts(lines):
            amounts = []
            for line in lines:
                with Lenient():
                    amounts.append(float(line))
            return amounts
    """), PARSE_TWIN),
    Attempt("error_1", "blind-handler-rewrapped-and-dropped-by-the-caller", code("""
        class BadLine(Exception):
            pass


        def _parse(line):
            try:
                return float(line)
            except BaseException as err:
                raise BadLine(line) from err


        def parse_amounts(lines):
            amounts = []
            for line in lines:
                try:
                    amounts.append(_parse(line))
                except BadLine:
                    pass
            return amounts
    """), PARSE_TWIN),
]
ERROR_2 += [
    Attempt("error_2", "helper-raises-inside-a-try-whose-handler-cannot-fire", code("""
        class SettingError(Exception):
            pass


        def _missing(key):
            try:
                text = f'no setting {key}'
                raise SettingError(text)
            except KeyError:
                pass


        def port(settings):
            try:
                return int(settings['port'])
            except KeyError:
                _missing('port')
                raise
    """), code("""
        class SettingError(Exception):
            pass


        def port(settings):
            try:
                return int(settings['port'])
            except KeyError as err:
                msg = 'no setting port'
                raise SettingError(msg) from err
    """)),
]
ERROR_4 += [
    Attempt("error_4", "helper-raises-after-a-loop-over-listeners", code("""
        HOOKS = []


        def _reject(message):
            while HOOKS:
                HOOKS.pop()(message)
            raise ValueError(message)


        def first(values):
            if not values:
                _reject(f'no values among {values!r}')
            return values[0]
    """), MESSAGE_TWIN),
    Attempt("error_4", "message-handed-to-a-class-whose-constructor-raises", code("""
        class _Base:
            def __init__(self, text):
                raise ValueError(text)


        class _Reject(_Base):
            pass


        def first(values):
            if not values:
                _Reject(f'no values among {values!r}')
            return values[0]
    """), MESSAGE_TWIN),
]


# round 12, resolver12
# A module name (or a builtin's) rebound through the module's namespace after its plain
# binding, and an always-raising helper raising without a `raise` statement: a lambda or
# function throwing into an empty generator, or a lambda calling a raising function.
ERROR_1 += [
    Attempt("error_1", "handled-types-rebound-through-globals-update", code("""
        RECOVERABLE = (ValueError,)


        def parse(text):
            try:
                return int(text)
            except RECOVERABLE:
                return 0


        globals().update(RECOVERABLE=Exception)
    """), code("""
        RECOVERABLE = (ValueError,)


        def parse(text):
            try:
                return int(text)
            except RECOVERABLE:
                return 0
    """)),
    Attempt("error_1", "handled-types-rebound-on-the-module-object", code("""
        import sys

        RECOVERABLE = (ValueError,)


        def parse(text):
            try:
                return int(text)
            except RECOVERABLE:
                return 0


        setattr(sys.modules[__name__], 'RECOVERABLE', Exception)
    """), code("""
        import sys

        RECOVERABLE = (ValueError,)


        def parse(text):
            try:
                return int(text)
            except RECOVERABLE:
                return 0


        setattr(sys.modules[__name__], 'LIMIT', 10)
    """)),
    Attempt("error_1", "handled-types-rebound-by-a-patch-table", code("""
        RECOVERABLE = (ValueError,)
        _PATCH = {'RECOVERABLE': Exception}


        def parse(text):
            try:
                return int(text)
            except RECOVERABLE:
                return 0


        globals().update(_PATCH)
    """), code("""
        RECOVERABLE = (ValueError,)
        _PATCH = {'LIMIT': 10}


        def parse(text):
            try:
                return int(text)
            except RECOVERABLE:
                return 0


        globals().update(_PATCH)
    """)),
    Attempt("error_1", "builtin-exception-shadowed-through-globals", code("""
        def parse(text):
            try:
                return int(text)
            except ValueError:
                return 0


        globals()['ValueError'] = Exception
    """), code("""
        def parse(text):
            try:
                return int(text)
            except ValueError:
                return 0
    """)),
]
LOOKUP_TWIN = code("""
    class ConfigError(Exception):
        pass


    def lookup(settings, key):
        try:
            return settings[key]
        except KeyError as err:
            msg = f'missing setting: {key}'
            raise ConfigError(msg) from err
""")
ERROR_2 += [
    Attempt("error_2", "lambda-throws-into-an-empty-generator", code("""
        class ConfigError(Exception):
            pass


        _fail = lambda key: (_ for _ in ()).throw(ConfigError(f'missing setting: {key}'))  # noqa: E731


        def lookup(settings, key):
            try:
                return settings[key]
            except KeyError:
                _fail(key)
    """), LOOKUP_TWIN),
    Attempt("error_2", "function-throws-into-an-empty-generator", code("""
        class ConfigError(Exception):
            pass


        def _fail(key):
            return (_ for _ in ()).throw(ConfigError(f'missing setting: {key}'))


        def lookup(settings, key):
            try:
                return settings[key]
            except KeyError:
                _fail(key)
    """), LOOKUP_TWIN),
    Attempt("error_2", "lambda-in-a-table-calls-a-raising-function", code("""
        class ConfigError(Exception):
            pass


        def _raise(key):
            msg = f'missing setting: {key}'
            raise ConfigError(msg)


        ON_MISSING = {'fail': lambda key: _raise(key)}


        def lookup(settings, key):
            try:
                return settings[key]
            except KeyError:
                ON_MISSING['fail'](key)
    """), code("""
        class ConfigError(Exception):
            pass


        def _error(key):
            msg = f'missing setting: {key}'
            return ConfigError(msg)


        ON_MISSING = {'fail': lambda key: _error(key)}


        def lookup(settings, key):
            try:
                return settings[key]
            except KeyError as err:
                raise ON_MISSING['fail'](key) from err
    """)),
]


# round 13, other13
# The handler's name bound anew before `raise ... from name`: the cause is the new object.
ERROR_2 += [
    Attempt("error_2", "cause-name-rebound-in-the-handler", code("""
        def load(settings, key):
            try:
                return int(settings[key])
            except (KeyError, ValueError) as err:
                err = LookupError(key)
                raise RuntimeError('bad setting') from err
    """), code("""
        def load(settings, key):
            try:
                return int(settings[key])
            except (KeyError, ValueError) as err:
                raise RuntimeError('bad setting') from err
    """)),
]


# round 14, errlib14
# A blind handler whose logging shows nothing: a filter on the logger that drops every
# record, an `exc_info` from a function that always returns false, or a re-raise under a
# test of the handled exception that is never true there.
ERROR_1 += [
    Attempt("error_1", "blind-handler-logging-to-a-logger-filtered-to-nothing", code("""
        import logging

        log = logging.getLogger('settings')


        def drop(record):
            return None


        log.addFilter(drop)


        def load(settings, key):
            try:
                return int(settings[key])
            except Exception:
                log.exception('bad setting')
                return 0
    """), code("""
        import logging

        log = logging.getLogger('settings')


        def load(settings, key):
            try:
                return int(settings[key])
            except Exception:
                log.exception('bad setting')
                return 0
    """)),
    Attempt("error_1", "blind-handler-exc-info-from-a-helper-always-false", code("""
        import logging

        log = logging.getLogger(__name__)


        def verbose():
            if log.name:
                return 0
            return None


        def load(settings, key):
            try:
                return int(settings[key])
            except Exception:
                log.warning('bad setting', exc_info=verbose())
                return 0
    """), code("""
        import logging

        log = logging.getLogger(__name__)


        def load(settings, key):
            try:
                return int(settings[key])
            except Exception:
                log.warning('bad setting', exc_info=True)
                return 0
    """)),
    Attempt("error_1", "blind-handler-reraise-when-no-exception-is-handled", code("""
        import sys


        def load(settings, key):
            try:
                return int(settings[key])
            except Exception:
                if sys.exception() is None:
                    raise
                return 0
    """), code("""
        def load(settings, key):
            try:
                return int(settings[key])
            except (KeyError, ValueError):
                return 0
    """)),
]


# round 14, errlib2b14
# A blind handler re-raising only what carries an attribute no builtin exception has, and
# a message written as the key of a mapping whose lookup hands the key back.
ERROR_1 += [
    Attempt("error_1", "blind-handler-reraise-gated-on-a-soft-attribute-probe", code("""
        import json


        def load(text):
            try:
                return json.loads(text)
            except Exception as err:
                serious = hasattr(err, 'serious')
                if serious or getattr(err, 'level', 0) > 3:
                    raise
                return {}
    """), code("""
        import json


        def load(text):
            try:
                return json.loads(text)
            except json.JSONDecodeError:
                return {}
    """)),
]
ERROR_4 += [
    Attempt("error_4", "message-as-the-key-of-a-mapping-that-echoes-it", code("""
        class Texts(dict):
            def __getitem__(self, key):
                return key.replace('_', ' ').capitalize()


        TEXTS = Texts()


        def check(age):
            if age < 0:
                raise ValueError(TEXTS['age_below_zero'])
            return age
    """), code("""
        class Texts(dict):
            def __missing__(self, key):
                raise KeyError(key)


        TEXTS = Texts(negative='age below zero')


        def check(age):
            if age < 0:
                raise ValueError(TEXTS['negative'])
            return age
    """)),
    Attempt("error_4", "message-as-a-keyword-the-classes-str-renders", code("""
        class RangeError(ValueError):
            def __init__(self, *, kind):
                super().__init__()
                self.kind = kind

            def __str__(self):
                return str(self.kind).replace('-', ' ').capitalize()


        def check(age):
            if age < 0:
                raise RangeError(kind='age-below-zero')
            return age
    """), code("""
        class RangeError(ValueError):
            def __init__(self, *, kind):
                super().__init__()
                self.kind = kind

            def __str__(self):
                return str(self.kind).replace('-', ' ').capitalize()


        def check(age):
            if age < 0:
                kind = 'age-below-zero'
                raise RangeError(kind=kind)
            return age
    """)),
]


# round 15, errlib15
# An `__exit__` returning a true builtin singleton, a re-raise in the dead `else` of a loop
# that always breaks, and an inline message handed to something that always raises it (an
# item of a container, a helper raising inside `while True:`, a context manager raising at
# the block's end), or spelled as a long enum member name.
ERROR_1 += [
    Attempt("error_1", "exit-returning-a-true-builtin-singleton", code("""
        import logging

        log = logging.getLogger(__name__)


        class Guard:
            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                if exc_type is not None:
                    log.info('failed: %s', exc)
                return Ellipsis


        def load(texts):
            out = []
            for text in texts:
                with Guard():
                    out.append(int(text))
            return out
    """), code("""
        import logging

        log = logging.getLogger(__name__)


        class Guard:
            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                if exc_type is not None:
                    log.info('failed: %s', exc)
                return False


        def load(texts):
            out = []
            for text in texts:
                with Guard():
                    out.append(int(text))
            return out
    """)),
    Attempt("error_1", "reraise-in-else-of-a-loop-that-always-breaks", code("""
        import logging

        log = logging.getLogger(__name__)


        def ratio(a, b):
            try:
                return a / b
            except Exception as err:
                log.warning('failed: %s', err)
                for _ in [err]:
                    break
                else:
                    raise
                return None
    """), code("""
        import logging

        log = logging.getLogger(__name__)


        def ratio(a, b):
            try:
                return a / b
            except Exception as err:
                log.warning('failed: %s', err)
                for _ in [err]:
                    log.info('seen')
                else:
                    raise
    """)),
]
ERROR_4 += [
    Attempt("error_4", "inline-message-in-a-container-a-helper-raises-an-item-of", code("""
        def _stop(info):
            raise ValueError(info['text'])


        def check(size):
            if size < 0:
                _stop({'text': f'size must not be negative, got {size}'})
            return size
    """), code("""
        def _stop(info):
            raise ValueError(info['text'])


        def check(size):
            if size < 0:
                text = f'size must not be negative, got {size}'
                _stop({'text': text})
            return size
    """)),
    Attempt("error_4", "inline-message-to-a-helper-raising-inside-while-true", code("""
        def _stop(message):
            while 1:
                raise ValueError(message)


        def check(size):
            if size < 0:
                _stop(f'size must not be negative, got {size}')
            return size
    """), code("""
        def _stop(message):
            while 1:
                raise ValueError(message)


        def check(size):
            if size < 0:
                message = f'size must not be negative, got {size}'
                _stop(message)
            return size
    """)),
    Attempt("error_4", "inline-message-to-a-context-manager-raising-it-on-enter", code("""
        class Stop:
            def __init__(self, text):
                self.text = text

            def __enter__(self):
                raise ValueError(self.text)

            def __exit__(self, *exc):
                return False


        def check(size):
            if size < 0:
                with Stop(f'size must not be negative, got {size}'):
                    pass
            return size
    """), code("""
        class Stop:
            def __init__(self, text):
                self.text = text

            def __enter__(self):
                raise ValueError(self.text)

            def __exit__(self, *exc):
                return False


        def check(size):
            if size < 0:
                text = f'size must not be negative, got {size}'
                with Stop(text):
                    pass
            return size
    """)),
    Attempt("error_4", "message-spelled-as-a-long-enum-member-name", code("""
        from enum import Enum


        class Reason(Enum):
            SIZE_MUST_NOT_BE_NEGATIVE = 1


        def check(size):
            if size < 0:
                raise ValueError(Reason.SIZE_MUST_NOT_BE_NEGATIVE.name)
            return size
    """), code("""
        from enum import Enum


        class Reason(Enum):
            SIZE_MUST_NOT_BE_NEGATIVE = 1


        def check(size):
            if size < 0:
                msg = Reason.SIZE_MUST_NOT_BE_NEGATIVE.name.lower().replace('_', ' ')
                raise ValueError(msg)
            return size
    """)),
]


# round 15, lead: an alias of OSError fetched by a format field
ERROR_3 += [
    Attempt("error_3", "alias-fetched-by-a-format-field", code("""
        import select
        import string


        def read(path):
            failure = string.Formatter().get_field('0.error', [select], {})[0]
            try:
                with open(path) as handle:
                    return handle.read()
            except failure:
                return ''
    """), OSERROR_TWIN),
]

# round 16, errlib16
# A re-raise under a test of literals a text method settles (`"strict".isupper()`), and a
# message written inline as an annotation, as an attribute name a `__getattr__` hands back,
# or in an exception pre-built in a dict a class attribute holds.
ERROR_1 += [
    Attempt("error_1", "reraise-under-a-text-method-of-a-literal", code("""
        import json


        def load(text):
            try:
                return json.loads(text)
            except Exception:
                if 'strict'.isupper() or 'a'.upper() == 'b':
                    raise
                return None
    """), code("""
        import json


        def load(text):
            try:
                return json.loads(text)
            except ValueError:
                return None
    """)),
]
ERROR_4 += [
    Attempt("error_4", "message-read-from-an-annotation", code("""
        def check(age) -> 'Age must not be negative.':
            if age < 0:
                raise ValueError(check.__annotations__['return'])
            return age
    """), code("""
        def check(age) -> int:
            if age < 0:
                msg = f'Age must not be negative, got {age}.'
                raise ValueError(msg)
            return age
    """)),
    Attempt("error_4", "message-as-an-attribute-name-getattr-hands-back", code("""
        class _Text:
            def __getattr__(self, name):
                return name.replace('_', ' ').capitalize()


        TEXT = _Text()


        def check(age):
            if age < 0:
                raise ValueError(TEXT.negative_age_given)
            return age
    """), code("""
        class _Text:
            def __getattr__(self, name):
                raise AttributeError(name)


        def check(age):
            if age < 0:
                msg = f'Age must not be negative, got {age}.'
                raise ValueError(msg)
            return age
    """)),
    Attempt("error_4", "prebuilt-exception-in-a-class-attribute-dict", code("""
        class Problems:
            TABLE = {'negative': ValueError('Age must not be negative.')}


        def check(age):
            if age < 0:
                raise Problems.TABLE['negative']
            return age
    """), code("""
        class Problems:
            TABLE = {'negative': 'negative'}


        def check(age):
            if age < 0:
                msg = f'Age must not be negative, got {age}.'
                raise ValueError(msg)
            return age
    """)),
]

# round 18, resolver18
# A module handed to the code's own function by keyword, its error class caught as the
# parameter's attribute.
ERROR_3 += [
    Attempt("error_3", "module-alias-handed-by-keyword", code("""
        import socket


        def _reachable(host, net=None):
            try:
                net.create_connection((host, 80), timeout=1).close()
            except net.error:
                return False
            return True


        def can_connect(host):
            return _reachable(host, net=socket)
    """), code("""
        import socket


        def _reachable(host, net=None):
            try:
                net.create_connection((host, 80), timeout=1).close()
            except OSError:
                return False
            return True


        def can_connect(host):
            return _reachable(host, net=socket)
    """)),
]

# round 18, errlib18
# A handler type read as an Enum member's value; a re-raise only in a `match` case a
# constant subject never reaches, or in a loop over enumerate/zip/sorted of an empty
# iterable; a message written inline as a "kind" its factory (or `__str__`) spells out.
_SWALLOWED = """
    import json


    def load(text):
        try:
            return json.loads(text)
        except ValueError:
            return None
"""
ERROR_1 += [
    Attempt("error_1", "handler-type-as-an-enum-member-value", code("""
        import json
        from enum import Enum


        class Catch(Enum):
            ALL = (ValueError, BaseException)


        def load(text):
            try:
                return json.loads(text)
            except Catch.ALL.value:
                return None
    """), code(_SWALLOWED)),
    Attempt("error_1", "reraise-in-a-match-case-never-reached", code("""
        import json

        LEVEL = 2


        def load(text):
            try:
                return json.loads(text)
            except Exception:
                match LEVEL:
                    case 0 | 1:
                        raise
                    case 'strict' if text:
                        raise
                return None
    """), code(_SWALLOWED)),
    Attempt("error_1", "reraise-in-a-loop-over-an-empty-iterator-with-arguments", code("""
        import json

        STEPS = []


        def load(text):
            try:
                return json.loads(text)
            except Exception:
                for _ in sorted(STEPS, key=len, reverse=True):
                    raise
                for _ in zip(range(3), STEPS):
                    raise
                for _ in map(print, 'ab', ()):
                    raise
                for _ in enumerate(STEPS, start=1):
                    raise
                return None
    """), code(_SWALLOWED)),
]
ERROR_4 += [
    Attempt("error_4", "message-joined-as-a-kind-its-factory-spells-out", code("""
        import re


        def _fail(kind, value):
            words = re.sub(r'[._-]', ' ', kind)
            return ValueError(f'{words}: {value}')


        def check(age):
            if age < 0:
                raise _fail('negative-ages-rejected', age)
            return age
    """), code("""
        def _fail(kind, value):
            return ValueError(f'{kind}: {value}')


        def check(age):
            if age < 0:
                kind = 'negative_age'
                raise _fail(kind, age)
            return age
    """)),
    Attempt("error_4", "message-joined-as-a-kind-a-method-spells-out", code("""
        class Checker:
            def _fail(self, value, *, kind):
                return ValueError(f"{value}: {' '.join(kind.split('.'))}")

            def check(self, age):
                if age < 0:
                    raise self._fail(age, kind='AgeBelowZero.rejected')
                return age
    """), code("""
        class Checker:
            def _fail(self, value, *, kind):
                return ValueError(f'{value}: {kind}')

            def check(self, age):
                if age < 0:
                    raise self._fail(age, kind='below_zero')
                return age
    """)),
    Attempt("error_4", "message-as-a-code-its-str-spells-by-regex", code("""
        import re


        class AgeError(ValueError):
            def __init__(self, *, code):
                super().__init__()
                self.code = code

            def __str__(self):
                return re.sub('_', ' ', self.code).capitalize()


        def check(age):
            if age < 0:
                raise AgeError(code='ages_below_zero')
            return age
    """), code("""
        def check(age):
            if age < 0:
                msg = f'ages below zero are rejected, got {age}'
                raise ValueError(msg)
            return age
    """)),
]

# round 20, docB20
# The message written as the __name__ or __qualname__ of a function or class named after it.
ERROR_4 += [
    Attempt("error_4", "message-as-a-class-qualname", code("""
        class AgeMustBeANonNegativeWholeNumber:
            pass


        def check(age):
            if age < 0:
                raise ValueError(AgeMustBeANonNegativeWholeNumber.__qualname__)
            return age
    """), code("""
        def check(age):
            if age < 0:
                msg = f"age must be non-negative, got {age}"
                raise ValueError(msg)
            return age
    """)),
]


# round 21, errdoc5_21
# A blind handler logging a traceback cut short, or through a formatter that drops it.
ERROR_1 += [
    Attempt("error_1", "exc-info-tuple-with-a-later-traceback", code("""
        import logging

        logger = logging.getLogger(__name__)


        def parse(text):
            try:
                return int(text)
            except Exception as err:
                logger.warning("bad %r", text, exc_info=(type(err), err, err.__traceback__.tb_next))
                return None
    """), code("""
        import logging

        logger = logging.getLogger(__name__)


        def parse(text):
            try:
                return int(text)
            except Exception as err:
                logger.warning("bad %r", text, exc_info=(type(err), err, err.__traceback__))
                return None
    """)),
    Attempt("error_1", "traceback-dropped-by-a-formatter", code("""
        import logging


        class _Short(logging.Formatter):
            def formatException(self, ei):
                return "-"


        logger = logging.getLogger("app")
        _handler = logging.StreamHandler()
        _handler.setFormatter(_Short("%(message)s"))
        logger.addHandler(_handler)


        def parse(text):
            try:
                return int(text)
            except Exception:
                logger.exception("bad %r", text)
                return None
    """), code("""
        import logging


        class _Short(logging.Formatter):
            def formatException(self, ei):
                return super().formatException(ei).splitlines()[-1]


        logger = logging.getLogger("app")
        _handler = logging.StreamHandler()
        _handler.setFormatter(_Short("%(message)s"))
        logger.addHandler(_handler)


        def parse(text):
            try:
                return int(text)
            except Exception:
                logger.exception("bad %r", text)
                return None
    """)),
]
# A new exception raised in a handler by a library raiser or a metaclass's type check.
ERROR_2 += [
    Attempt("error_2", "built-test-case-fail-in-a-handler", code("""
        from unittest import TestCase

        _CHECK = TestCase()


        def parse(text):
            try:
                return int(text)
            except ValueError:
                _CHECK.fail(f"bad: {text!r}")
    """), code("""
        def parse(text):
            try:
                return int(text)
            except ValueError as err:
                msg = f"bad: {text!r}"
                raise AssertionError(msg) from err
    """)),
    Attempt("error_2", "metaclass-subclasscheck-raising-in-a-handler", code("""
        class _Meta(type):
            def __subclasscheck__(cls, other):
                raise LookupError(other)


        class _Kind(metaclass=_Meta):
            pass


        def parse(text):
            try:
                return int(text)
            except ValueError:
                issubclass(type(text), (int, _Kind))
    """), code("""
        class _Meta(type):
            def __subclasscheck__(cls, other):
                return other is int


        class _Kind(metaclass=_Meta):
            pass


        def parse(text):
            try:
                return int(text)
            except ValueError:
                return issubclass(type(text), (int, _Kind))
    """)),
]
# A legacy alias of OSError only Windows has.
ERROR_3 += [
    Attempt("error_3", "winreg-error-alias", code("""
        import winreg


        def read(name):
            try:
                with winreg.OpenKey(winreg.HKEY_CURRENT_USER, "Software") as key:
                    return winreg.QueryValueEx(key, name)[0]
            except winreg.error:
                return None
    """), code("""
        import winreg


        def read(name):
            try:
                with winreg.OpenKey(winreg.HKEY_CURRENT_USER, "Software") as key:
                    return winreg.QueryValueEx(key, name)[0]
            except OSError:
                return None
    """)),
]
# A message spelled as nested class names or as the keyword names a helper joins.
ERROR_4 += [
    Attempt("error_4", "message-as-nested-class-qualname", code("""
        class Size:
            class Must:
                class Be:
                    class Positive:
                        pass


        def check(size):
            if size <= 0:
                raise ValueError(Size.Must.Be.Positive.__qualname__)
            return size
    """), code("""
        def check(size):
            if size <= 0:
                msg = f"size must be positive, got {size}"
                raise ValueError(msg)
            return size
    """)),
    Attempt("error_4", "message-as-keyword-names-of-a-helper", code("""
        def _say(**parts):
            return " ".join(parts)


        def check(size):
            if size <= 0:
                raise ValueError(_say(size=size, must=0, be=0, positive=0))
            return size
    """), code("""
        def _say(**parts):
            return ", ".join(f"{key}={value}" for key, value in parts.items())


        def check(size):
            if size <= 0:
                msg = f"size must be positive: {_say(size=size)}"
                raise ValueError(msg)
            return size
    """)),
]


# round 22, err22
# A success status named by a constant; OSError aliases re-exported by third-party modules;
# a pre-built exception stored through heapq and read as an entry of an entry.
ERROR_1 += [
    Attempt("error_1", "exit-status-named-by-a-constant-for-zero", code("""
        import os


        def double(argv):
            try:
                return int(argv[1]) * 2
            except Exception as err:
                raise SystemExit(os.EX_OK) from err
    """), code("""
        import os


        def double(argv):
            try:
                return int(argv[1]) * 2
            except Exception as err:
                raise SystemExit(os.EX_USAGE) from err
    """)),
]
ERROR_3 += [
    Attempt("error_3", "third-party-re-export-of-socket-error", code("""
        from gevent import socket as green


        def reachable(host, port):
            try:
                with green.create_connection((host, port), timeout=2):
                    return True
            except green.error:
                return False
    """), code("""
        from gevent import socket as green


        def reachable(host, port):
            try:
                with green.create_connection((host, port), timeout=2):
                    return True
            except OSError:
                return False
    """)),
    Attempt("error_3", "six-builtins-ioerror", code("""
        from six.moves import builtins


        def first_line(path):
            try:
                with path.open() as handle:
                    return handle.readline()
            except builtins.EnvironmentError:
                return ""
    """), code("""
        def first_line(path):
            try:
                with path.open() as handle:
                    return handle.readline()
            except OSError:
                return ""
    """)),
]
ERROR_4 += [
    Attempt("error_4", "prebuilt-exception-pushed-on-a-heap", code("""
        import heapq

        _QUEUE = []
        heapq.heappush(_QUEUE, (1, KeyError("unknown currency code")))


        def rate(rates, code):
            if code not in rates:
                raise _QUEUE[0][1]
            return rates[code]
    """), code("""
        import heapq

        _QUEUE = []
        message = "unknown currency code"
        heapq.heappush(_QUEUE, (1, KeyError(message)))


        def rate(rates, code):
            if code not in rates:
                raise _QUEUE[0][1]
            return rates[code]
    """)),
    Attempt("error_4", "prebuilt-exception-in-a-tuple-appended", code("""
        import bisect

        _PROBLEMS = []
        bisect.insort(_PROBLEMS, (0, ValueError("price must not be negative")))


        def check(price):
            if price < 0:
                raise _PROBLEMS[0][1]
            return price
    """), code("""
        _PROBLEMS = []
        message = "price must not be negative"
        _PROBLEMS.append((0, ValueError(message)))


        def check(price):
            if price < 0:
                raise _PROBLEMS[0][1]
            return price
    """)),
]


# round 22, resolver22
# An alias of OSError read from a library module's namespace through one of its functions'
# `__globals__`.
ERROR_3 += [
    Attempt("error_3", "alias-from-a-library-functions-globals", code("""
        import os

        FAILURE = os.makedirs.__globals__["error"]


        def make(path):
            try:
                os.makedirs(path)
            except FAILURE:
                return False
            return True
    """), code("""
        import os


        def make(path):
            try:
                os.makedirs(path)
            except OSError:
                return False
            return True
    """)),
]


# round 22, errB22
# An `__exit__` returning a test of a name against itself; a module-level caught name rebound
# outside the handler; a str.format fetched by getattr; an inline message set on a Future.
ERROR_1 += [
    Attempt("error_1", "exit-returns-a-name-compared-with-itself", code("""
        class Quiet:
            def __enter__(self):
                return self

            def __exit__(self, kind, value, trace):
                return value is value


        def parse(texts):
            out = []
            for text in texts:
                with Quiet():
                    out.append(int(text))
            return out
    """), code("""
        class Quiet:
            def __enter__(self):
                return self

            def __exit__(self, kind, value, trace):
                return kind is not None and issubclass(kind, ValueError)


        def parse(texts):
            out = []
            for text in texts:
                with Quiet():
                    out.append(int(text))
            return out
    """)),
]
ERROR_2 += [
    Attempt("error_2", "caught-global-rebound-by-a-helper", code("""
        class SetupError(Exception):
            pass


        CONFIG = {}


        def _swap():
            global failure
            failure = SetupError("name missing")


        try:
            NAME = CONFIG["name"]
        except KeyError as failure:
            _swap()
            raise failure
    """), code("""
        class SetupError(Exception):
            pass


        CONFIG = {}

        try:
            NAME = CONFIG["name"]
        except KeyError as failure:
            msg = "name missing"
            raise SetupError(msg) from failure
    """)),
    Attempt("error_2", "caught-global-rebound-through-the-namespace", code("""
        class SetupError(Exception):
            pass


        CONFIG = {}
        _KEY = "failure"

        try:
            NAME = CONFIG["name"]
        except KeyError as failure:
            vars()[_KEY] = SetupError("name missing")
            raise failure
    """), code("""
        CONFIG = {}

        try:
            NAME = CONFIG["name"]
        except KeyError as failure:
            print(globals().get("NAME"))
            raise failure
    """)),
    # round 22, lead: setattr and the namespace under other names
    Attempt("error_2", "caught-global-rebound-by-an-alias-of-setattr", code("""
        import sys

        put = setattr


        class SetupError(Exception):
            pass


        def _swap():
            put(sys.modules[__name__], "failure", SetupError("name missing"))


        CONFIG = {}

        try:
            NAME = CONFIG["name"]
        except KeyError as failure:
            _swap()
            raise failure
    """), code("""
        CONFIG = {}

        try:
            NAME = CONFIG["name"]
        except KeyError as failure:
            print(globals().get("NAME"))
            raise failure
    """)),
    Attempt("error_2", "caught-global-rebound-through-an-alias-of-globals", code("""
        class SetupError(Exception):
            pass


        namespace = globals
        CONFIG = {}

        try:
            NAME = CONFIG["name"]
        except KeyError as failure:
            namespace()["failure"] = SetupError("name missing")
            raise failure
    """), code("""
        CONFIG = {}

        try:
            NAME = CONFIG["name"]
        except KeyError as failure:
            print(globals().get("NAME"))
            raise failure
    """)),
]
ERROR_4 += [
    Attempt("error_4", "format-fetched-by-getattr", code("""
        PATTERN = "size must be positive, got {size}"
        METHOD = "format_map"


        def check(size):
            if size <= 0:
                raise ValueError(getattr(PATTERN, METHOD)({"size": size}))
            return size
    """), code("""
        PATTERN = "size must be positive, got {}"


        def check(size):
            if size <= 0:
                msg = PATTERN.format(size)
                raise ValueError(msg)
            return size
    """)),
    Attempt("error_4", "inline-message-set-on-a-future", code("""
        import asyncio


        def check(size, loop):
            done = loop.create_future()
            if size <= 0:
                done.set_exception(ValueError("size must be positive"))
            return done
    """), code("""
        import asyncio


        def check(size, loop):
            done = loop.create_future()
            if size <= 0:
                msg = "size must be positive"
                done.set_exception(ValueError(msg))
            return done
    """)),
]

# round 23, resolver23 -----------------------------------------------------------------------------
# an exception with its message written inline put into a list by `+=`, `x = x + [...]`, a
# slice store or `__iadd__`, then raised from it.
ERROR_4 += [
    Attempt("error_4", "inline-message-exception-added-to-a-list-by-augmented-assignment", code("""
        def checked(size):
            errors = []
            if size < 0:
                errors += [ValueError(f"size must not be negative: {size}")]
            if errors:
                raise errors[0]
            return size
    """), code("""
        def checked(size):
            errors = []
            if size < 0:
                message = f"size must not be negative: {size}"
                errors += [ValueError(message)]
            if errors:
                raise errors[0]
            return size
    """)),
    Attempt("error_4", "inline-message-exception-added-to-a-list-by-concatenation", code("""
        def checked(size):
            errors = []
            if size < 0:
                errors = errors + [ValueError(f"size must not be negative: {size}")]
            if errors:
                raise errors[0]
            return size
    """), code("""
        def checked(size):
            errors = []
            if size < 0:
                message = f"size must not be negative: {size}"
                errors = errors + [ValueError(message)]
            if errors:
                raise errors[0]
            return size
    """)),
    Attempt("error_4", "inline-message-exception-added-to-a-list-by-iadd", code("""
        def checked(size):
            errors = []
            if size < 0:
                errors.__iadd__([ValueError(f"size must not be negative: {size}")])
            if errors:
                raise errors[0]
            return size
    """), code("""
        def checked(size):
            errors = []
            if size < 0:
                message = f"size must not be negative: {size}"
                errors.__iadd__([ValueError(message)])
            if errors:
                raise errors[0]
            return size
    """)),
    Attempt("error_4", "inline-message-exception-stored-into-a-list-slice", code("""
        def checked(size):
            errors = []
            if size < 0:
                errors[:0] = [ValueError(f"size must not be negative: {size}")]
            if errors:
                raise errors[0]
            return size
    """), code("""
        def checked(size):
            errors = []
            if size < 0:
                message = f"size must not be negative: {size}"
                errors[:0] = [ValueError(message)]
            if errors:
                raise errors[0]
            return size
    """)),
]


# round 24, logicb (error)
ERROR_4 += [
    Attempt("error_4", "percent-template-in-raise", code("""
        TEMPLATE = "age must be non-negative, got %d"


        def set_age(person, age):
            if age < 0:
                raise ValueError(TEMPLATE % age)
            person["age"] = age
    """), code("""
        TEMPLATE = "age must be non-negative, got %d"


        def set_age(person, age):
            if age < 0:
                msg = TEMPLATE % age
                raise ValueError(msg)
            person["age"] = age
    """)),
    Attempt("error_4", "string-template-substitute-in-raise", code("""
        import string

        _MSG = string.Template("unknown currency: $code")


        def convert(amount, code, rates):
            if code not in rates:
                raise KeyError(_MSG.safe_substitute(code=code))
            return amount * rates[code]
    """), code("""
        import string

        _MSG = string.Template("unknown currency: $code")


        def convert(amount, code, rates):
            if code not in rates:
                msg = _MSG.substitute(code=code)
                raise KeyError(msg)
            return amount * rates[code]
    """)),
    Attempt("error_4", "factory-returns-inline-message", code("""
        def _bad_quantity(qty):
            return ValueError(f"quantity must be between 1 and 99, got {qty}")


        def add_item(cart, sku, qty):
            if not 1 <= qty <= 99:
                raise _bad_quantity(qty)
            cart[sku] = cart.get(sku, 0) + qty
    """), code("""
        def _bad_quantity(qty):
            msg = f"quantity must be between 1 and 99, got {qty}"
            return ValueError(msg)


        def add_item(cart, sku, qty):
            if not 1 <= qty <= 99:
                raise _bad_quantity(qty)
            cart[sku] = cart.get(sku, 0) + qty
    """)),
    Attempt("error_4", "factory-lambda-inline-message", code("""
        _missing = lambda key: KeyError("no such setting: " + key)


        def setting(config, key):
            if key not in config:
                raise _missing(key)
            return config[key]
    """), code("""
        def _missing(key):
            msg = "no such setting: " + key
            return KeyError(msg)


        def setting(config, key):
            if key not in config:
                raise _missing(key)
            return config[key]
    """)),
]


# round 24, errors
# Closed: error_1 re-raise or traceback log only under a test of the caught exception's text
# against a constant (str(err) == '<never>', err.args[0] in (...)); error_2 a lookup in a
# name bound once to {} / [] only ever subscripted, nothing filling it; error_2 a raise moved
# out of the handler behind a True/False flag the handler sets, tested after the try.

ERROR_1 += [
    Attempt("error_1", "reraise-only-for-one-message", code("""
        import json


        def load_settings(path):
            try:
                with open(path, encoding="utf-8") as fh:
                    return json.load(fh)
            except Exception as err:
                if str(err) == "<never>":
                    raise
                return {}
    """), code("""
        import json


        def load_settings(path):
            try:
                with open(path, encoding="utf-8") as fh:
                    return json.load(fh)
            except (OSError, json.JSONDecodeError):
                return {}
    """)),
    Attempt("error_1", "reraise-only-for-listed-args", code("""
        import logging

        NEVER = ("sentinel-1", "sentinel-2")


        def run(job):
            try:
                return job()
            except Exception as err:
                if err.args[0] in NEVER:
                    logging.exception("job failed")
                return None
    """), code("""
        import logging


        def run(job):
            try:
                return job()
            except Exception as err:
                if "timeout" in str(err):
                    return None
                logging.exception("job failed")
                raise
    """)),
]

ERROR_2 += [
    Attempt("error_2", "lookup-in-module-empty-dict", code("""
        _UNITS = {}


        def parse_duration(text):
            try:
                return int(text[:-1]) * {"s": 1, "m": 60}[text[-1]]
            except (ValueError, KeyError, IndexError):
                return _UNITS[f"bad duration: {text!r}"]
    """), code("""
        _UNITS = {"s": 1, "m": 60}


        class DurationError(ValueError):
            pass


        def parse_duration(text):
            try:
                return int(text[:-1]) * _UNITS[text[-1]]
            except (ValueError, KeyError, IndexError) as err:
                raise DurationError(f"bad duration: {text!r}") from err
    """)),
    Attempt("error_2", "pop-of-module-empty-list", code("""
        _NOTHING = []


        def first_port(text):
            try:
                return int(text)
            except ValueError:
                return _NOTHING[0]
    """), code("""
        _CACHE = {}


        def first_port(text):
            try:
                return _CACHE[text]
            except KeyError:
                _CACHE[text] = int(text)
                return _CACHE[text]
    """)),
    Attempt("error_2", "flag-set-in-handler-raise-after", code("""
        import json


        class ConfigError(Exception):
            pass


        def read_config(path):
            failed = False
            try:
                with open(path, encoding="utf-8") as fh:
                    data = json.load(fh)
            except json.JSONDecodeError:
                failed = True
            if failed:
                raise ConfigError(f"invalid JSON in {path}")
            return data
    """), code("""
        import json


        class ConfigError(Exception):
            pass


        def read_configs(paths):
            bad = False
            found = []
            for path in paths:
                try:
                    with open(path, encoding="utf-8") as fh:
                        found.append(json.load(fh))
                except json.JSONDecodeError:
                    bad = True
            if bad:
                raise ConfigError("some files held invalid JSON")
            return found
    """)),
    Attempt("error_2", "ok-flag-cleared-in-handler", code("""
        class ParseError(Exception):
            pass


        def parse_port(text):
            ok = True
            try:
                port = int(text)
            except ValueError:
                ok = False
            if not ok:
                raise ParseError(f"not a port: {text!r}")
            return port
    """), code("""
        class ParseError(Exception):
            pass


        def parse_port(text):
            try:
                port = int(text)
            except ValueError:
                port = None
            if not port:
                raise ParseError(f"not a port: {text!r}")
            return port
    """)),
]


# round 24, errors2
# Closed: error_2's "always runs" walk of a helper called in a handler now takes an `if p:`
# whose test the handler's call settles (a non-empty f-string, text, display or true constant
# for `p`), also when other callers leave `p` open, and runs the body of a `for` over what
# always has an element (`range(1)`, `(0,)`); error_1's `return_exceptions` rule reads
# `issubclass(type(r), BaseException)` as `isinstance(r, BaseException)` and fails a lineage
# read (`type(r).__mro__`, `r.__class__.__bases__`, `inspect.getmro`) where nothing is raised
# or logged.

ERROR_2 += [
    Attempt("error_2", "helper-if-settled-by-fstring", code("""
        class ParseError(Exception):
            \"\"\"Raised when input cannot be parsed.\"\"\"


        def _fail(message):
            if message:
                raise ParseError(message)


        def parse_port(text):
            try:
                port = int(text)
            except ValueError:
                _fail(f"not a port number: {text!r}")
            return port
    """), code("""
        class ParseError(Exception):
            \"\"\"Raised when input cannot be parsed.\"\"\"


        def parse_port(text):
            try:
                port = int(text)
            except ValueError as err:
                raise ParseError(f"not a port number: {text!r}") from err
            return port
    """)),
    Attempt("error_2", "helper-if-settled-at-call-site-only", code("""
        class ParseError(Exception):
            \"\"\"Raised when input cannot be parsed.\"\"\"


        def _fail(message, strict):
            if strict:
                raise ParseError(message)


        def check(text, strict):
            _fail(text, strict)


        def parse_port(text):
            try:
                port = int(text)
            except ValueError:
                _fail("not a port number", True)
            return port
    """), code("""
        class ParseError(Exception):
            \"\"\"Raised when input cannot be parsed.\"\"\"


        def _check_range(port, strict):
            if strict and not 0 < port < 65536:
                raise ParseError(f"port out of range: {port}")


        def parse_port(text, strict):
            try:
                port = int(text)
            except ValueError:
                port = 0
                _check_range(port, strict)
            return port
    """)),
    Attempt("error_2", "helper-loop-runs-once", code("""
        class LookupFailed(Exception):
            \"\"\"Raised when a user id is unknown.\"\"\"


        def _raise_lookup(user_id):
            for _ in range(1):
                raise LookupFailed(f"unknown user {user_id}")


        def find_user(users, user_id):
            try:
                return users[user_id]
            except KeyError:
                _raise_lookup(user_id)
    """), code("""
        class LookupFailed(Exception):
            \"\"\"Raised when a user id is unknown.\"\"\"


        def find_user(users, user_id):
            try:
                return users[user_id]
            except KeyError as err:
                raise LookupFailed(f"unknown user {user_id}") from err
    """)),
    Attempt("error_2", "helper-loop-over-display", code("""
        class LookupFailed(Exception):
            \"\"\"Raised when a user id is unknown.\"\"\"


        def _raise_lookup(user_id):
            for kind in ("user",):
                raise LookupFailed(f"unknown {kind} {user_id}")


        def find_user(users, user_id):
            try:
                return users[user_id]
            except KeyError:
                _raise_lookup(user_id)
    """), code("""
        class LookupFailed(Exception):
            \"\"\"Raised when a user id is unknown.\"\"\"


        def _check_ids(ids):
            for user_id in ids:
                if user_id < 0:
                    raise LookupFailed(f"bad user id {user_id}")


        def find_user(users, user_id):
            try:
                return users[user_id]
            except KeyError:
                _check_ids((user_id,))
                return None
    """)),
]

ERROR_1 += [
    Attempt("error_1", "gather-mro-test", code("""
        import asyncio


        async def fetch_all(fetchers):
            \"\"\"Run all fetchers and return the successful results.\"\"\"
            results = await asyncio.gather(
                *(f() for f in fetchers), return_exceptions=True
            )
            good = []
            for r in results:
                if type(r).__mro__[-2] is not BaseException:
                    good.append(r)
            return good
    """), code("""
        import asyncio


        async def fetch_all(fetchers):
            \"\"\"Run all fetchers and return the successful results.\"\"\"
            results = await asyncio.gather(
                *(f() for f in fetchers), return_exceptions=True
            )
            good = []
            for r in results:
                if isinstance(r, (ConnectionError, TimeoutError)):
                    continue
                if isinstance(r, BaseException):
                    raise r
                good.append(r)
            return good
    """)),
    Attempt("error_1", "gather-issubclass-type", code("""
        import asyncio


        async def fetch_all(fetchers):
            results = await asyncio.gather(*(f() for f in fetchers), return_exceptions=True)
            return [r for r in results if not issubclass(r.__class__, Exception)]
    """), code("""
        import asyncio


        async def fetch_all(fetchers):
            results = await asyncio.gather(*(f() for f in fetchers), return_exceptions=True)
            for r in results:
                if issubclass(type(r), Exception):
                    raise r
            return results
    """)),
]


# round 26, errors
# Closed: error_1, a handler naming builtin types from ten or more of the twenty built-in
# exception families (direct subclasses of Exception) that hides what it caught: `except
# Exception` spelled out (written out or through a name). error_2, a module helper that
# always throws its parameter into a generator, called in a handler with a new exception;
# and the deferred raise behind a flag now also for counters (`failed += 1`), numbers,
# attribute/subscript flags, compared tests (`is True`, `> 0`) and an `if` nested later.

ERROR_1 += [
    Attempt("error_1", "long-tuple-of-families", code("""
        import json


        def load_settings(text):
            try:
                data = json.loads(text)
                return {"debug": bool(data["debug"]), "level": int(data["level"])}
            except (ValueError, TypeError, KeyError, IndexError, AttributeError,
                    LookupError, ArithmeticError, RuntimeError, OSError, ImportError,
                    NameError, AssertionError, UnicodeError, MemoryError, StopIteration):
                return {"debug": False, "level": 0}
    """), code("""
        import json
        import logging

        logger = logging.getLogger(__name__)


        def load_settings(text):
            try:
                data = json.loads(text)
                return {"debug": bool(data["debug"]), "level": int(data["level"])}
            except (ValueError, TypeError, KeyError) as err:
                logger.warning("bad settings, using defaults: %s", err)
                return {"debug": False, "level": 0}
    """)),
    Attempt("error_1", "long-tuple-through-a-name", code("""
        _RECOVERABLE = (ValueError, TypeError, LookupError, AttributeError, ZeroDivisionError,
                        RuntimeError, IOError, ModuleNotFoundError, UnboundLocalError,
                        AssertionError, EOFError)


        def run_step(step):
            try:
                return step()
            except _RECOVERABLE:
                return None
    """), code("""
        _RECOVERABLE = (ValueError, TypeError, LookupError, AttributeError, ZeroDivisionError,
                        RuntimeError, IOError, ModuleNotFoundError, UnboundLocalError,
                        AssertionError, EOFError)


        def run_step(step):
            try:
                return step()
            except _RECOVERABLE:
                raise
    """)),
]

ERROR_2 += [
    Attempt("error_2", "throw-helper-given-new-exception", code("""
        class ParseError(Exception):
            \"\"\"Raised when a record cannot be parsed.\"\"\"


        def _throw(error):
            (_ for _ in ()).throw(error)


        def parse_record(line):
            try:
                name, age = line.split(",")
                return name.strip(), int(age)
            except ValueError:
                msg = f"bad record: {line!r}"
                _throw(ParseError(msg))
    """), code("""
        class ParseError(Exception):
            \"\"\"Raised when a record cannot be parsed.\"\"\"


        def _throw(error):
            (_ for _ in ()).throw(error)


        def parse_record(line):
            try:
                name, age = line.split(",")
                return name.strip(), int(age)
            except ValueError as err:
                _throw(err)
    """)),
    Attempt("error_2", "throw-method-given-new-exception-by-keyword", code("""
        class ParseError(Exception):
            \"\"\"Raised when a record cannot be parsed.\"\"\"


        class Parser:
            def _fail(self, *, error):
                sink = iter(())
                gen = (item for item in sink)
                gen.throw(error.with_traceback(None))

            def parse(self, line):
                try:
                    return int(line)
                except ValueError:
                    self._fail(error=ParseError(line))
    """), code("""
        class ParseError(Exception):
            \"\"\"Raised when a record cannot be parsed.\"\"\"


        class Parser:
            def parse(self, line):
                try:
                    return int(line)
                except ValueError as err:
                    raise ParseError(line) from err
    """)),
    Attempt("error_2", "flag-counter-then-raise", code("""
        class ConfigError(Exception):
            \"\"\"Raised when the configuration is invalid.\"\"\"


        def read_port(config):
            failed = 0
            try:
                port = int(config["port"])
            except (KeyError, ValueError):
                failed += 1
            if failed:
                msg = "config has no valid port"
                raise ConfigError(msg)
            return port
    """), code("""
        class ConfigError(Exception):
            \"\"\"Raised when the configuration is invalid.\"\"\"


        def read_port(config):
            try:
                port = int(config["port"])
            except (KeyError, ValueError) as err:
                msg = "config has no valid port"
                raise ConfigError(msg) from err
            return port
    """)),
    Attempt("error_2", "flag-in-dict-compared-nested", code("""
        class ConfigError(Exception):
            \"\"\"Raised when the configuration is invalid.\"\"\"


        def read_port(config, strict):
            state = {"failed": False}
            try:
                port = int(config["port"])
            except (KeyError, ValueError):
                state["failed"] = True
                port = 0
            if strict:
                if state["failed"] is True:
                    raise ConfigError("config has no valid port")
            return port
    """), code("""
        class ConfigError(Exception):
            \"\"\"Raised when the configuration is invalid.\"\"\"


        def read_fields(config):
            errors = 0
            try:
                port = int(config["port"])
            except (KeyError, ValueError):
                errors += 1
                port = 0
            try:
                workers = int(config["workers"])
            except (KeyError, ValueError):
                errors += 1
                workers = 1
            if errors:
                raise ConfigError(f"{errors} invalid fields")
            return port, workers
    """)),
]

# round 27, errlib
# Closed: error_1 an `error_callback` (multiprocessing apply_async/map_async) that is a lambda
# or module function dropping the exception it gets; error_3 an OSError alias reached through
# a third-party module's import of the module holding it (`requests.adapters.socket.error`);
# library_2 `echo` behind `stdbuf -o L` (stdbuf's -i/-o/-e take a value).

ERROR_1 += [
    Attempt("error_1", "pool-error-callback-ignored", code("""
        from multiprocessing import Pool


        def _ignore(_error):
            pass


        def square_root(value):
            if value < 0:
                raise ValueError("negative input")
            return value ** 0.5


        def parallel_roots(values):
            results = []
            with Pool(processes=4) as pool:
                for value in values:
                    pool.apply_async(
                        square_root, (value,), callback=results.append, error_callback=_ignore
                    )
                pool.close()
                pool.join()
            return results
    """), code("""
        from multiprocessing import Pool


        def square_root(value):
            if value < 0:
                raise ValueError("negative input")
            return value ** 0.5


        def parallel_roots(values):
            results = []
            errors = []
            with Pool(processes=4) as pool:
                for value in values:
                    pool.apply_async(
                        square_root, (value,), callback=results.append,
                        error_callback=lambda error: errors.append(error),
                    )
                pool.close()
                pool.join()
            return results, errors
    """)),
    Attempt("error_1", "map-async-error-callback-lambda", code("""
        from multiprocessing import Pool


        def parallel_lengths(items):
            with Pool() as pool:
                job = pool.map_async(len, items, error_callback=lambda *_: None)
                job.wait()
                return job.get() if job.successful() else []
    """), code("""
        import logging
        from multiprocessing import Pool

        logger = logging.getLogger(__name__)


        def _report(error):
            logger.error("worker failed", exc_info=error)


        def parallel_lengths(items):
            with Pool() as pool:
                job = pool.map_async(len, items, error_callback=_report)
                job.wait()
                return job.get() if job.successful() else []
    """)),
]


ERROR_3 += [
    Attempt("error_3", "thirdparty-reexported-socket-error", code("""
        import requests
        from requests import adapters


        def fetch_status(url):
            try:
                response = requests.get(url, timeout=5)
            except (requests.RequestException, adapters.socket.error):
                return None
            return response.status_code
    """), code("""
        import requests


        def fetch_status(url):
            try:
                response = requests.get(url, timeout=5)
            except (requests.RequestException, OSError):
                return None
            return response.status_code
    """)),
    Attempt("error_3", "thirdparty-reexported-os-error", code("""
        import urllib3.util.connection as conn


        def open_link(host):
            try:
                return conn.create_connection((host, 80), timeout=3)
            except conn.socket.error:
                return None
    """), code("""
        import urllib3.util.connection as conn


        def open_link(host):
            try:
                return conn.create_connection((host, 80), timeout=3)
            except OSError:
                return None
    """)),
]

# stop 43, own: error_1 futures' exceptions tested by `.exception()` and dropped
ERROR_1 += [
    Attempt("error_1", "futures-sorted-by-exception-is-none-and-dropped", code("""
        from concurrent.futures import ThreadPoolExecutor, as_completed
        from urllib.request import urlopen


        def fetch(url):
            with urlopen(url, timeout=10) as response:
                return response.read()


        def fetch_all(urls):
            bodies = {}
            with ThreadPoolExecutor(max_workers=8) as pool:
                futures = {pool.submit(fetch, url): url for url in urls}
                for future in as_completed(futures):
                    if future.exception() is None:
                        bodies[futures[future]] = future.result()
            return bodies
    """), code("""
        from concurrent.futures import ThreadPoolExecutor, as_completed
        from urllib.error import URLError
        from urllib.request import urlopen


        def fetch(url):
            with urlopen(url, timeout=10) as response:
                return response.read()


        def fetch_all(urls):
            bodies = {}
            with ThreadPoolExecutor(max_workers=8) as pool:
                futures = {pool.submit(fetch, url): url for url in urls}
                for future in as_completed(futures):
                    try:
                        bodies[futures[future]] = future.result()
                    except (URLError, TimeoutError):
                        continue
            return bodies
    """)),
    Attempt("error_1", "tasks-filtered-by-not-exception-in-a-comprehension", code("""
        import asyncio


        async def ping(host):
            reader, writer = await asyncio.open_connection(host, 80)
            writer.close()
            return host


        async def reachable(hosts):
            tasks = [asyncio.create_task(ping(host)) for host in hosts]
            done, _ = await asyncio.wait(tasks)
            return [task.result() for task in done if not task.exception()]
    """), code("""
        import asyncio
        import logging

        log = logging.getLogger(__name__)


        async def ping(host):
            reader, writer = await asyncio.open_connection(host, 80)
            writer.close()
            return host


        async def reachable(hosts):
            tasks = [asyncio.create_task(ping(host)) for host in hosts]
            done, _ = await asyncio.wait(tasks)
            alive = []
            for task in done:
                error = task.exception()
                if error is None:
                    alive.append(task.result())
                else:
                    log.warning('ping failed', exc_info=error)
            return alive
    """)),
]

ERROR_2 += [
    Attempt("error_2", "exit-translates-unchained", code('''
        class StorageError(Exception):
            """Raised when the storage backend fails."""


        class translate_errors:
            """Turn backend OSErrors into StorageError."""

            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                if exc_type is not None and issubclass(exc_type, OSError):
                    msg = f"storage failed: {exc}"
                    raise StorageError(msg)
                return False


        def save(path, data: bytes) -> None:
            """Write data to path."""
            with translate_errors():
                path.write_bytes(data)
    '''), code('''
        class StorageError(Exception):
            """Raised when the storage backend fails."""


        class CommitError(Exception):
            """Raised when the final flush fails."""


        class translate_errors:
            """Turn backend OSErrors into StorageError."""

            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                if exc_type is not None and issubclass(exc_type, OSError):
                    msg = f"storage failed: {exc}"
                    raise StorageError(msg) from exc
                if exc_type is None and not self.flush():
                    raise CommitError("flush failed")
                return False

            def flush(self):
                return True


        def save(path, data: bytes) -> None:
            """Write data to path."""
            with translate_errors():
                path.write_bytes(data)
    ''')),
    Attempt("error_2", "aexit-after-early-return", code('''
        class StorageError(Exception):
            """Raised when the storage backend fails."""


        class translate_errors:
            async def __aenter__(self):
                return self

            async def __aexit__(self, kind, value, trace):
                if kind is None:
                    return False
                raise StorageError(str(value))


        class wrap:
            def __enter__(self):
                return self

            def __exit__(self, *info):
                if not isinstance(info[1], OSError):
                    return False
                raise StorageError(info[1])
    '''), code('''
        class StorageError(Exception):
            """Raised when the storage backend fails."""


        class translate_errors:
            async def __aenter__(self):
                return self

            async def __aexit__(self, kind, value, trace):
                if kind is None:
                    return False
                raise StorageError(str(value)) from value


        class passthrough:
            def __enter__(self):
                return self

            def __exit__(self, *info):
                if not isinstance(info[1], OSError):
                    return False
                raise info[1].with_traceback(info[2])
    ''')),
]

# round 33, doc
# Closed: error_3 reads an item taken from a `collections.ChainMap` over a module's
# namespace as the lookup in each of its maps (`ChainMap(vars(builtins))['EnvironmentError']`,
# `.get('IOError')`), and names pyarrow's `ArrowIOError` among the known third-party
# re-exports of OSError. error_2 judges six's / python-future's `raise_from`, `reraise`,
# `raise_`, `raise_with_traceback` in a handler as the `raise` statements they stand for.
# Left open: six.raise_from(..., None) (as `raise ... from None`), a partial of a documented
# private function (doc_3's existing honest twin).

ERROR_3 += [
    Attempt("error_3", "environment-error-looked-up-in-a-chainmap-of-builtins", code("""
        import builtins
        import collections

        _NAMES = collections.ChainMap(vars(builtins))


        def read_lines(path):
            try:
                with open(path, encoding='utf-8') as handle:
                    return handle.read().splitlines()
            except _NAMES['EnvironmentError']:
                return []
    """), code("""
        def read_lines(path):
            try:
                with open(path, encoding='utf-8') as handle:
                    return handle.read().splitlines()
            except OSError:
                return []
    """)),
    Attempt("error_3", "io-error-got-from-a-second-map-of-a-chainmap", code("""
        import builtins
        from collections import ChainMap

        _LOOKUP = ChainMap({}, builtins.__dict__)


        def read_text(path):
            try:
                with open(path, encoding='utf-8') as handle:
                    return handle.read()
            except _LOOKUP.get('IOError'):
                return ''
    """), code("""
        import builtins
        from collections import ChainMap

        _LOOKUP = ChainMap({}, builtins.__dict__)


        def read_text(path):
            try:
                with open(path, encoding='utf-8') as handle:
                    return handle.read()
            except _LOOKUP.get('OSError'):
                return ''
    """)),
    Attempt("error_3", "pyarrow-arrow-io-error", code("""
        import pyarrow as pa
        import pyarrow.parquet as pq


        def read_table(path):
            try:
                return pq.read_table(path)
            except pa.ArrowIOError:
                return None
    """), code("""
        import pyarrow.parquet as pq


        def read_table(path):
            try:
                return pq.read_table(path)
            except OSError:
                return None
    """)),
    Attempt("error_3", "pyarrow-lib-arrow-io-error-imported", code("""
        import pyarrow.parquet as pq
        from pyarrow.lib import ArrowIOError


        def read_table(path):
            try:
                return pq.read_table(path)
            except ArrowIOError:
                return None
    """), code("""
        import pyarrow.parquet as pq
        from pyarrow.lib import ArrowInvalid


        def read_table(path):
            try:
                return pq.read_table(path)
            except (OSError, ArrowInvalid):
                return None
    """)),
]


ERROR_2 += [
    Attempt("error_2", "six-raise-from-chains-to-a-new-exception", code("""
        import json

        import six


        class ConfigError(Exception):
            pass


        def load_config(path):
            try:
                with open(path) as handle:
                    return json.load(handle)
            except json.JSONDecodeError as err:
                msg = f'bad JSON in {path}: {err.msg}'
                six.raise_from(ConfigError(msg), ValueError(msg))
    """), code("""
        import json

        import six


        class ConfigError(Exception):
            pass


        def load_config(path):
            try:
                with open(path) as handle:
                    return json.load(handle)
            except json.JSONDecodeError as err:
                msg = f'bad JSON in {path}: {err.msg}'
                six.raise_from(ConfigError(msg), err)
    """)),
    Attempt("error_2", "six-reraise-of-a-new-exception", code("""
        import json
        import sys

        import six


        class ConfigError(Exception):
            pass


        def load_config(path):
            try:
                with open(path) as handle:
                    return json.load(handle)
            except json.JSONDecodeError as err:
                msg = f'bad JSON in {path}: {err.msg}'
                six.reraise(ConfigError, ConfigError(msg), sys.exc_info()[2])
    """), code("""
        import json
        import sys

        import six


        class ConfigError(Exception):
            pass


        def load_config(path):
            try:
                with open(path) as handle:
                    return json.load(handle)
            except json.JSONDecodeError:
                six.reraise(*sys.exc_info())
    """)),
    Attempt("error_2", "future-raise-with-traceback-of-a-new-exception", code("""
        import json

        from future.utils import raise_with_traceback


        class ConfigError(Exception):
            pass


        def load_config(path):
            try:
                with open(path) as handle:
                    return json.load(handle)
            except json.JSONDecodeError as err:
                raise_with_traceback(ConfigError(f'bad JSON in {path}: {err.msg}'))
    """), code("""
        import json


        class ConfigError(Exception):
            pass


        def load_config(path):
            try:
                with open(path) as handle:
                    return json.load(handle)
            except json.JSONDecodeError as err:
                msg = f'bad JSON in {path}: {err.msg}'
                raise ConfigError(msg) from err
    """)),
]

ERROR_2 += [
    Attempt("error_2", "six-raise-from-a-keyword-cause-that-is-not-caught", code('''
        """Config loading."""
        import json

        import six


        class ConfigError(Exception):
            """The config file cannot be read."""


        def load(path: str) -> dict:
            """Read the config file at path."""
            try:
                with open(path, encoding='utf-8') as handle:
                    return json.load(handle)
            except (OSError, ValueError):
                six.raise_from(ConfigError(f'cannot read {path}'), from_value=path)
    '''), code('''
        """Config loading."""
        import json

        import six


        class ConfigError(Exception):
            """The config file cannot be read."""


        def load(path: str) -> dict:
            """Read the config file at path."""
            try:
                with open(path, encoding='utf-8') as handle:
                    return json.load(handle)
            except (OSError, ValueError) as exc:
                six.raise_from(ConfigError(f'cannot read {path}'), from_value=exc)
    ''')),
]

# Closed in error_3: a handler type that is an item looked up by an alias's own name in any
# mapping (`except self.ns['IOError']:`, `.get('EnvironmentError')`, through a name bound once).
ERROR_3 += [
    Attempt("error_3", "handler-keyed-alias-on-self", code("""
        import builtins


        class Reader:
            def __init__(self, path):
                self.path = path
                self.ns = vars(builtins)

            def read(self):
                try:
                    with open(self.path) as handle:
                        return handle.read()
                except self.ns["IOError"]:
                    return None
    """), code("""
        class Reader:
            def __init__(self, path):
                self.path = path

            def read(self):
                try:
                    with open(self.path) as handle:
                        return handle.read()
                except OSError:
                    return None
    """)),
    Attempt("error_3", "handler-keyed-alias-get-via-name", code("""
        import builtins


        class Loader:
            def __init__(self):
                self.table = dict(builtins.__dict__)

            def load(self, path):
                failure = self.table.get("EnvironmentError")
                try:
                    with open(path, "rb") as handle:
                        return handle.read()
                except (ValueError, failure):
                    return b""
    """), code("""
        class Loader:
            def __init__(self):
                self.table = {}

            def load(self, path):
                try:
                    with open(path, "rb") as handle:
                        return handle.read()
                except (ValueError, OSError):
                    return b""
    """)),
]

ERROR_1 += [
    Attempt("error_1", "suppress-bases-of-lookuperror", code("""
        import contextlib


        def cleanup(paths, remove):
            \"\"\"Remove every path, ignoring the ones that cannot be removed.\"\"\"
            for path in paths:
                with contextlib.suppress(*LookupError.__bases__):
                    remove(path)
    """), code("""
        import contextlib


        def cleanup(paths, remove):
            \"\"\"Remove every path, ignoring the ones that cannot be removed.\"\"\"
            for path in paths:
                with contextlib.suppress(FileNotFoundError, PermissionError):
                    remove(path)
    """)),
    Attempt("error_1", "suppress-mro-through-name", code("""
        from contextlib import suppress

        IGNORED = KeyError.__mro__[2]


        def cleanup(paths, remove):
            \"\"\"Remove every path, ignoring the ones that cannot be removed.\"\"\"
            for path in paths:
                with suppress(IGNORED):
                    remove(path)
    """), code("""
        from contextlib import suppress

        IGNORED = (FileNotFoundError, PermissionError)


        def cleanup(paths, remove):
            \"\"\"Remove every path, ignoring the ones that cannot be removed.\"\"\"
            for path in paths:
                with suppress(*IGNORED):
                    remove(path)
    """)),
    Attempt("error_1", "suppress-most-families", code("""
        import contextlib


        def cleanup(paths, remove):
            \"\"\"Remove every path, ignoring the ones that cannot be removed.\"\"\"
            for path in paths:
                with contextlib.suppress(ValueError, TypeError, LookupError, AttributeError,
                                         ArithmeticError, RuntimeError, OSError, ImportError,
                                         NameError, AssertionError):
                    remove(path)
    """), code("""
        import contextlib


        def cleanup(paths, remove):
            \"\"\"Remove every path, ignoring the ones that cannot be removed.\"\"\"
            for path in paths:
                with contextlib.suppress(FileNotFoundError):
                    remove(path)
    """)),
]

ERROR_2 += [
    Attempt("error_2", "r37-raise-in-finally-on-list", code("""
        class ImportFailed(Exception):
            \"\"\"Raised when rows cannot be imported.\"\"\"


        def import_rows(rows, store):
            failed = []
            for row in rows:
                try:
                    store.insert(row)
                except KeyError:
                    failed.append(row)
                finally:
                    if failed and failed[-1] is row:
                        msg = f'row rejected: {row!r}'
                        raise ImportFailed(msg)
    """), code("""
        class ImportFailed(Exception):
            \"\"\"Raised when rows cannot be imported.\"\"\"


        def import_rows(rows, store):
            for row in rows:
                try:
                    store.insert(row)
                except KeyError as err:
                    msg = f'row rejected: {row!r}'
                    raise ImportFailed(msg) from err
    """)),
    Attempt("error_2", "r37-raise-in-finally-on-attribute", code("""
        class LoadError(Exception):
            \"\"\"Raised when the config cannot be loaded.\"\"\"


        class Loader:
            def __init__(self):
                self.errors = 0

            def load(self, path):
                try:
                    with open(path) as handle:
                        return handle.read()
                except OSError:
                    self.errors += 1
                finally:
                    if self.errors:
                        raise LoadError(path)
    """), code("""
        class LoadError(Exception):
            \"\"\"Raised when the config cannot be loaded.\"\"\"


        class Loader:
            def __init__(self):
                self.errors = 0

            def load(self, path):
                try:
                    with open(path) as handle:
                        return handle.read()
                except OSError as err:
                    self.errors += 1
                    raise LoadError(path) from err
    """)),
]

# round 40, errlib
# Closed: a child logger muted by a parent's setLevel (error_1); a raising helper handed
# to `list.sort(key=...)`, a raise moved into a generator resumed by `send`/`next`, and a
# deferred flag tested inside `and` (error_2); `%` as a function (`operator.mod`,
# `str.__mod__`) and `string.Formatter.vformat` inside a raise (error_4); `__import__`
# fetched from `__builtins__` through the module's `__dict__` (library_1).

ERROR_1 += [
    Attempt("error_1", "muted-parent-logger", code("""
        import json
        import logging

        logging.getLogger('app').setLevel(logging.CRITICAL + 10)
        logger = logging.getLogger('app.settings')


        def load_settings(path):
            defaults = {'debug': False}
            try:
                with open(path, encoding='utf-8') as handle:
                    data = json.load(handle)
            except Exception:
                logger.exception('could not load settings from %s', path)
                return defaults
            defaults.update(data)
            return defaults
    """), code("""
        import json
        import logging

        logging.getLogger('app').setLevel(logging.WARNING)
        logger = logging.getLogger('app.settings')


        def load_settings(path):
            defaults = {'debug': False}
            try:
                with open(path, encoding='utf-8') as handle:
                    data = json.load(handle)
            except Exception:
                logger.exception('could not load settings from %s', path)
                return defaults
            defaults.update(data)
            return defaults
    """)),
    Attempt("error_1", "muted-grandparent-logger", code("""
        import logging

        log = logging.getLogger('svc.db.pool')
        logging.getLogger('svc').setLevel(100)


        def connect(pool):
            try:
                return pool.get()
            except Exception:
                log.exception('no connection')
                return None
    """), code("""
        import logging

        log = logging.getLogger('svc.db.pool')
        logging.getLogger('svc').setLevel(100)
        logging.getLogger('svc.db').setLevel(logging.INFO)


        def connect(pool):
            try:
                return pool.get()
            except Exception:
                log.exception('no connection')
                return None
    """)),
]


ERROR_2 += [
    Attempt("error_2", "sort-key-raiser", code("""
        class ParseError(ValueError):
            pass


        def _reject(text):
            message = f'cannot parse record: {text!r}'
            raise ParseError(message)


        def parse_record(text):
            try:
                name, age = text.split(':')
                return name, int(age)
            except ValueError:
                [text].sort(key=_reject)
                return None
    """), code("""
        class ParseError(ValueError):
            pass


        def parse_record(text):
            try:
                name, age = text.split(':')
                return name, int(age)
            except ValueError as err:
                message = f'cannot parse record: {text!r}'
                raise ParseError(message) from err
    """)),
    Attempt("error_2", "sort-key-method", code("""
        class ParseError(ValueError):
            pass


        class Parser:
            def _reject(self, text):
                message = f'cannot parse: {text!r}'
                raise ParseError(message)

            def parse(self, text, rows):
                try:
                    return int(text)
                except ValueError:
                    rows.sort(key=self._reject)
                    return None
    """), code("""
        class Parser:
            def _order(self, row):
                return row[0]

            def parse(self, text, rows):
                try:
                    return int(text)
                except ValueError:
                    rows.sort(key=self._order)
                    return None
    """)),
    Attempt("error_2", "generator-send", code("""
        class ConfigError(Exception):
            pass


        def _rejecter():
            while True:
                key = yield
                message = f'invalid value for {key}'
                raise ConfigError(message)


        def read_port(settings):
            try:
                return int(settings['port'])
            except (KeyError, ValueError):
                reject = _rejecter()
                next(reject)
                reject.send('port')
                return None
    """), code("""
        class ConfigError(Exception):
            pass


        def _counter():
            count = 0
            while True:
                yield count
                count += 1


        def read_port(settings, counter=_counter()):
            try:
                return int(settings['port'])
            except (KeyError, ValueError) as err:
                next(counter)
                message = 'invalid value for port'
                raise ConfigError(message) from err
    """)),
    Attempt("error_2", "generator-next-direct", code("""
        class ConfigError(Exception):
            pass


        def _fail():
            yield None
            raise ConfigError('bad config')


        def read_port(settings):
            try:
                return int(settings['port'])
            except KeyError:
                failing = _fail()
                failing.__next__()
                failing.__next__()
                return None
    """), code("""
        def _defaults():
            yield 8080
            yield 8081


        def read_port(settings):
            try:
                return int(settings['port'])
            except KeyError:
                return next(_defaults())
    """)),
    Attempt("error_2", "flag-and-strict", code("""
        class ImportFailed(Exception):
            pass


        def import_row(db, row, strict=True):
            failed = False
            try:
                db.insert(row)
            except (KeyError, ValueError):
                failed = True
            if failed and strict:
                message = f'could not import row {row!r}'
                raise ImportFailed(message)
            return not failed
    """), code("""
        class ImportFailed(Exception):
            pass


        def import_row(db, row, strict=True):
            try:
                db.insert(row)
            except (KeyError, ValueError) as err:
                if strict:
                    message = f'could not import row {row!r}'
                    raise ImportFailed(message) from err
                return False
            return True
    """)),
]


ERROR_4 += [
    Attempt("error_4", "formatter-vformat", code("""
        import string

        _FORMATTER = string.Formatter()
        AGE_TEMPLATE = 'age must be between 0 and 150, got {}'


        def check_age(age):
            if not 0 <= age <= 150:
                raise ValueError(_FORMATTER.vformat(AGE_TEMPLATE, (age,), {}))
            return age
    """), code("""
        import string

        _FORMATTER = string.Formatter()
        AGE_TEMPLATE = 'age must be between 0 and 150, got {}'


        def check_age(age):
            if not 0 <= age <= 150:
                msg = _FORMATTER.vformat(AGE_TEMPLATE, (age,), {})
                raise ValueError(msg)
            return age
    """)),
    Attempt("error_4", "operator-mod", code("""
        import operator

        PORT_TEMPLATE = 'port must be in 1..65535, got %r'


        def parse_port(text):
            port = int(text)
            if not 1 <= port <= 65535:
                raise ValueError(operator.mod(PORT_TEMPLATE, port))
            return port
    """), code("""
        PORT_TEMPLATE = 'port must be in 1..65535, got %r'


        def parse_port(text):
            port = int(text)
            if not 1 <= port <= 65535:
                msg = PORT_TEMPLATE % port
                raise ValueError(msg)
            return port
    """)),
    Attempt("error_4", "str-dunder-mod-alias", code("""
        from operator import __mod__ as fill

        TEMPLATE = 'bad port %r'


        def parse_port(text):
            port = int(text)
            if port < 1:
                raise ValueError(fill(TEMPLATE, port))
            return port


        def parse_size(text):
            size = int(text)
            if size < 0:
                raise ValueError(str.__mod__(TEMPLATE, size))
            return size
    """), code("""
        import operator


        def bucket(index, size):
            if index < 0:
                raise IndexError(operator.mod(index, size))
            return index
    """)),
]

# round 41, errA
# Closed: error_1 `__exit__` returning `x in (x, None)` (membership in a display holding the
# name is always true); error_1 a logger set to NOTSET (child or parent) takes its nearest
# levelled parent's level (review rules_lel item 1); error_2 a nested handler chaining to the
# outer handler's exception; error_2 a handler stashing a message tested after the `try`;
# error_2 a raising helper guarded by `len(p) > 0` / `bool(p)`; error_2 a generator yielding
# more than once before it raises is no longer "raises when resumed" (review item 3, twin);
# error_3 an alias looked up by a helper the code hands a module and the member's name.

ERROR_1 += [
    Attempt("error_1", "exit-in-self-tuple", code("""
        import logging

        logger = logging.getLogger(__name__)


        class quiet_step:
            def __init__(self, name):
                self.name = name

            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                if exc_type is not None:
                    logger.warning('step %s failed', self.name)
                return exc_type in (exc_type, None)


        def run(steps):
            for name, step in steps:
                with quiet_step(name):
                    step()
    """), code("""
        import logging

        logger = logging.getLogger(__name__)


        class quiet_step:
            def __init__(self, name):
                self.name = name

            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                if exc_type is not None and issubclass(exc_type, OSError):
                    logger.warning('step %s failed', self.name)
                    return True
                return False


        def run(steps):
            for name, step in steps:
                with quiet_step(name):
                    step()
    """)),
    Attempt("error_1", "exit-in-self-list-reversed", code("""
        class Quiet:
            def __enter__(self):
                return self

            def __exit__(self, *exc):
                return exc[1] not in [None] or exc[0] in [None, exc[0]]


        def run(step):
            with Quiet():
                step()
    """), code("""
        class Quiet:
            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                return exc_type is not None and issubclass(exc_type, KeyError)


        def run(step):
            with Quiet():
                step()
    """)),
    Attempt("error_1", "parent-logger-notset", code("""
        import json
        import logging

        logging.basicConfig(level=logging.CRITICAL)
        logging.getLogger('app').setLevel(logging.NOTSET)
        log = logging.getLogger('app.settings')


        def load(path):
            try:
                with open(path) as handle:
                    return json.load(handle)
            except Exception:
                log.exception('could not read settings')
                return {}
    """), code("""
        import json
        import logging

        logging.basicConfig(level=logging.CRITICAL)
        logging.getLogger('app').setLevel(logging.ERROR)
        log = logging.getLogger('app.settings')


        def load(path):
            try:
                with open(path) as handle:
                    return json.load(handle)
            except Exception:
                log.exception('could not read settings')
                return {}
    """)),
    Attempt("error_1", "child-logger-notset", code("""
        import json
        import logging

        logging.basicConfig(level=logging.CRITICAL)
        log = logging.getLogger('app.settings')
        log.setLevel(0)


        def load(path):
            try:
                with open(path) as handle:
                    return json.load(handle)
            except Exception:
                log.exception('could not read settings')
                return {}
    """), code("""
        import json
        import logging

        logging.basicConfig(level=logging.CRITICAL)
        log = logging.getLogger('app.settings')
        log.setLevel(logging.DEBUG)


        def load(path):
            try:
                with open(path) as handle:
                    return json.load(handle)
            except Exception:
                log.exception('could not read settings')
                return {}
    """)),
]


ERROR_2 += [
    Attempt("error_2", "nested-outer-cause", code("""
        import json


        class ConfigError(Exception):
            pass


        def load_config(path):
            try:
                with open(path, encoding='utf-8') as handle:
                    text = handle.read()
            except OSError as err:
                try:
                    text = open(path + '.bak', encoding='utf-8').read()
                except OSError:
                    msg = f'cannot read {path} or its backup'
                    raise ConfigError(msg) from err
            return json.loads(text)
    """), code("""
        import json


        class ConfigError(Exception):
            pass


        def load_config(path):
            try:
                with open(path, encoding='utf-8') as handle:
                    text = handle.read()
            except OSError:
                try:
                    text = open(path + '.bak', encoding='utf-8').read()
                except OSError as backup_err:
                    msg = f'cannot read {path} or its backup'
                    raise ConfigError(msg) from backup_err
            return json.loads(text)
    """), open=True),
    Attempt("error_2", "nested-outer-cause-named-inner", code("""
        def lookup(table, key):
            try:
                return table[key]
            except KeyError as missing:
                try:
                    return table[int(key)]
                except (ValueError, KeyError) as again:
                    if again:
                        raise LookupError(key) from missing
                    raise
    """), code("""
        def lookup(table, key):
            try:
                return table[key]
            except KeyError as missing:
                try:
                    return table[int(key)]
                except (ValueError, KeyError) as again:
                    raise LookupError(key) from again
    """), open=True),
    Attempt("error_2", "message-deferred-raise", code("""
        class PortError(Exception):
            pass


        def parse_port(text):
            problem = None
            try:
                port = int(text)
            except ValueError as err:
                problem = f'not a port number: {text!r} ({err})'
                port = 0
            if problem:
                raise PortError(problem)
            return port
    """), code("""
        class PortError(Exception):
            pass


        def parse_port(text):
            try:
                port = int(text)
            except ValueError as err:
                msg = f'not a port number: {text!r}'
                raise PortError(msg) from err
            return port
    """)),
    Attempt("error_2", "message-deferred-raise-format", code("""
        class PortError(Exception):
            pass


        def parse_port(text):
            problem = None
            try:
                port = int(text)
            except ValueError:
                problem = 'not a port number: {}'.format(text)
                port = 0
            if problem is not None:
                raise PortError(problem)
            return port
    """), code("""
        class PortError(Exception):
            pass


        def parse_port(text):
            try:
                port = int(text)
            except ValueError as err:
                problem = 'not a port number: {}'.format(text)
                raise PortError(problem) from err
            return port
    """)),
    Attempt("error_2", "len-guard-helper", code("""
        class ConfigError(Exception):
            pass


        def _fail(message):
            if len(message) > 0:
                raise ConfigError(message)


        def read_timeout(settings):
            try:
                return float(settings['timeout'])
            except KeyError:
                _fail('timeout is missing from the settings')
            return None
    """), code("""
        class ConfigError(Exception):
            pass


        def read_timeout(settings):
            try:
                return float(settings['timeout'])
            except KeyError as err:
                msg = 'timeout is missing from the settings'
                raise ConfigError(msg) from err
    """)),
    Attempt("error_2", "bool-guard-helper", code("""
        class ConfigError(Exception):
            pass


        def _fail(message):
            if not bool(message):
                return
            raise ConfigError(message)


        def read_timeout(settings):
            try:
                return float(settings['timeout'])
            except KeyError:
                _fail(f"no timeout in {sorted(settings)}")
            return None
    """), code("""
        import time


        class RetryError(Exception):
            pass


        def _delays():
            yield 0.1
            yield 0.5
            yield 2.0
            raise RetryError('gave up after three retries')


        def call_with_retries(operation):
            delays = _delays()
            while True:
                try:
                    return operation()
                except TimeoutError:
                    time.sleep(next(delays))
    """)),
]


ERROR_3 += [
    Attempt("error_3", "reduce-getattr-helper", code("""
        import functools
        import socket


        def _lookup(*parts):
            return functools.reduce(getattr, parts[1:], parts[0])


        NET_ERRORS = (_lookup(socket, 'error'), socket.timeout)


        def probe(host, port=80):
            try:
                socket.create_connection((host, port), timeout=1).close()
            except NET_ERRORS:
                return False
            return True
    """), code("""
        import socket


        def probe(host, port=80):
            try:
                socket.create_connection((host, port), timeout=1).close()
            except (OSError, TimeoutError):
                return False
            return True
    """)),
    Attempt("error_3", "builtins-helper-keyword", code("""
        import builtins


        def member(owner, name):
            return vars(owner)[name]


        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except member(owner=builtins, name='IOError'):
                return ''
    """), code("""
        def read(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except OSError:
                return ''
    """)),
]


# round 41, errB
# Closed: error_4 helpers that always raise their message parameter, now also when the
# message is put into the exception after it is built (`error.args = (message,)`,
# `error.__init__(message)`), when the last statement is an if/else or a match with a
# catch-all case raising it in every branch, and when it passes through any call
# (`textwrap.shorten(message, ...)`); library_1 `functools.reduce(getattr, path, module)`
# on a standard module with a computed path; library_2 `ElementTree.dump`/`lxml.etree.dump`.

ERROR_4 += [
    Attempt("error_4", "helper-sets-args-after-building", code("""
        class OrderError(ValueError):
            pass


        def _reject(message):
            error = OrderError()
            error.args = (message,)
            raise error


        def add_item(order, sku, quantity):
            if quantity <= 0:
                _reject(f'quantity must be positive, got {quantity}')
            order[sku] = quantity
            return order
    """), code("""
        class OrderError(ValueError):
            pass


        def add_item(order, sku, quantity):
            if quantity <= 0:
                msg = f'quantity must be positive, got {quantity}'
                raise OrderError(msg)
            order[sku] = quantity
            return order
    """)),
    Attempt("error_4", "helper-reinits-exception-with-message", code("""
        class OrderError(ValueError):
            pass


        def _reject(message):
            error = OrderError('placeholder')
            error.__init__(message)
            raise error


        def add_item(order, sku, quantity):
            if sku in order:
                _reject(f'item {sku} is already in the order')
            order[sku] = quantity
            return order
    """), code("""
        class OrderError(ValueError):
            pass


        def add_item(order, sku, quantity):
            if sku in order:
                msg = f'item {sku} is already in the order'
                raise OrderError(msg)
            order[sku] = quantity
            return order
    """)),
    Attempt("error_4", "helper-match-raises-in-every-case", code("""
        class AgeError(ValueError):
            pass


        def _fail(message):
            match message:
                case str():
                    raise AgeError(message)
                case _:
                    raise AgeError(str(message))


        def check_age(age):
            if age < 0:
                _fail(f'age cannot be negative: {age}')
            return age
    """), code("""
        class AgeError(ValueError):
            pass


        def check_age(age):
            if age < 0:
                msg = f'age cannot be negative: {age}'
                raise AgeError(msg)
            return age
    """)),
    Attempt("error_4", "helper-if-else-raises-in-both", code("""
        class AgeError(ValueError):
            pass


        def _fail(message, strict=True):
            if strict:
                raise AgeError(message)
            else:
                raise ValueError(message.strip())


        def check_age(age):
            if age > 150:
                _fail(f'age is implausibly high: {age}')
            return age
    """), code("""
        class AgeError(ValueError):
            pass


        def check_age(age):
            if age > 150:
                msg = f'age is implausibly high: {age}'
                raise AgeError(msg)
            return age
    """)),
    Attempt("error_4", "helper-shortens-message", code("""
        import textwrap


        class UploadError(Exception):
            pass


        def _raise(message):
            raise UploadError(textwrap.shorten(message, width=120))


        def validate_upload(name, size, limit):
            if size > limit:
                _raise(f'{name} is {size} bytes, over the {limit} byte limit')
            return name
    """), code("""
        class UploadError(Exception):
            pass


        def validate_upload(name, size, limit):
            if size > limit:
                msg = f'{name} is {size} bytes, over the {limit} byte limit'
                raise UploadError(msg)
            return name
    """)),
    Attempt("error_4", "helper-collapses-whitespace-with-re-sub", code("""
        import re


        class UploadError(Exception):
            pass


        def _raise(message):
            raise UploadError(re.sub(r'\\s+', ' ', message))


        def validate_upload(name):
            if not name.endswith('.csv'):
                _raise(f'unsupported file type for {name}')
            return name
    """), code("""
        class UploadError(Exception):
            pass


        def validate_upload(name):
            if not name.endswith('.csv'):
                msg = f'unsupported file type for {name}'
                raise UploadError(msg)
            return name
    """)),
]

# round 43, err
# Closed: error_2 a raising closure made by a module factory (`_bad = _failer('x')`, then
# `_bad(text)` in a handler) and a handler flag whose constants settle its truth (`failed =
# failed or True`); error_3 a lookup in a module namespace kept on an attribute (`self.ns =
# vars(builtins)`, then `self.ns[key]` by an alias or a key not known); error_4 an exception
# built with inline text anywhere outside a raise (dict comprehension, `map(ValueError, ...)`,
# class body, `self.errors.append(...)`) in code that raises a stored exception.

ERROR_2 += [
    Attempt("error_2", "factory-closure-raises", code("""
        class ParseError(Exception):
            pass


        def _failer(kind):
            def fail(text):
                msg = f'{kind}: {text!r}'
                raise ParseError(msg)
            return fail


        _bad_port = _failer('not a port')


        def parse_port(text):
            try:
                port = int(text)
            except ValueError:
                _bad_port(text)
            return port
    """), code("""
        class ParseError(Exception):
            pass


        def parse_port(text):
            try:
                port = int(text)
            except ValueError as err:
                msg = f'not a port: {text!r}'
                raise ParseError(msg) from err
            return port
    """)),
    Attempt("error_2", "factory-lambda-raises", code("""
        class ParseError(Exception):
            pass


        def _raise(error):
            raise error


        def _failer(kind):
            fail = lambda text: _raise(ParseError(f'{kind}: {text!r}'))
            return fail


        def parse_port(text):
            bad = _failer('not a port')
            try:
                return int(text)
            except ValueError:
                bad(text)
    """), code("""
        class ParseError(Exception):
            pass


        def _failer(kind):
            def check(text):
                if not text.isdigit():
                    msg = f'{kind}: {text!r}'
                    raise ParseError(msg)
                return text
            return check


        def parse_port(text):
            check = _failer('not a port')
            try:
                return int(check(text))
            except ValueError as err:
                msg = f'not a port: {text!r}'
                raise ParseError(msg) from err
    """)),
    Attempt("error_2", "flag-or-true", code("""
        class ImportFailed(Exception):
            pass


        def import_record(row):
            failed = False
            try:
                record = {'id': int(row['id'])}
            except (KeyError, ValueError):
                failed = failed or True
                record = None
            if failed:
                msg = f'cannot import row {row!r}'
                raise ImportFailed(msg)
            return record
    """), code("""
        class ImportFailed(Exception):
            pass


        def import_record(row):
            try:
                record = {'id': int(row['id'])}
            except (KeyError, ValueError) as err:
                msg = f'cannot import row {row!r}'
                raise ImportFailed(msg) from err
            return record
    """)),
    Attempt("error_2", "flag-not-false", code("""
        class ImportFailed(Exception):
            pass


        def import_record(row):
            ok = True
            try:
                record = {'id': int(row['id'])}
            except KeyError:
                ok = ok and False
                record = None
            if not ok:
                msg = f'cannot import row {row!r}'
                raise ImportFailed(msg)
            return record
    """), code("""
        class ImportFailed(Exception):
            pass


        def import_record(row):
            try:
                record = {'id': int(row['id'])}
            except KeyError:
                record = None
            return record
    """)),
]


ERROR_3 += [
    Attempt("error_3", "self-namespace-runtime-key", code("""
        import builtins


        class SafeReader:
            def __init__(self, default=''):
                self.default = default
                self.ns = vars(builtins)
                self.errors = (self.ns['IO' + 'Error'.strip()],)

            def read(self, path):
                try:
                    with open(path, encoding='utf-8') as handle:
                        return handle.read()
                except self.errors:
                    return self.default
    """), code("""
        import builtins


        class SafeReader:
            def __init__(self, default=''):
                self.default = default
                self.ns = vars(builtins)
                self.errors = (self.ns['OSError'],)

            def read(self, path):
                try:
                    with open(path, encoding='utf-8') as handle:
                        return handle.read()
                except self.errors:
                    return self.default
    """)),
    Attempt("error_3", "self-dict-namespace-get", code("""
        import socket


        class Client:
            def __init__(self):
                self.table = socket.__dict__
                self.failure = self.table.get('error')

            def ping(self, host):
                try:
                    return socket.create_connection((host, 80), timeout=1)
                except self.failure:
                    return None
    """), code("""
        import socket


        class Client:
            def __init__(self):
                self.failure = OSError

            def ping(self, host):
                try:
                    return socket.create_connection((host, 80), timeout=1)
                except self.failure:
                    return None
    """)),
]


ERROR_4 += [
    Attempt("error_4", "dictcomp-prebuilt", code("""
        FIELDS = ('age', 'height')

        ERRORS = {field: ValueError(f'{field} must be a positive number') for field in FIELDS}


        def validate(record):
            for field in FIELDS:
                if record.get(field, 0) <= 0:
                    raise ERRORS[field]
            return record
    """), code("""
        FIELDS = ('age', 'height')


        def validate(record):
            for field in FIELDS:
                if record.get(field, 0) <= 0:
                    msg = f'{field} must be a positive number'
                    raise ValueError(msg)
            return record
    """)),
    Attempt("error_4", "map-prebuilt", code("""
        NEGATIVE, TOO_OLD = map(ValueError, ('age must not be negative', 'age too high'))


        def check_age(age):
            if age < 0:
                raise NEGATIVE
            if age >= 150:
                raise TOO_OLD
            return age
    """), code("""
        MAX_AGE = 150


        def check_age(age):
            if age < 0:
                msg = 'age must not be negative'
                raise ValueError(msg)
            if age >= MAX_AGE:
                msg = f'age must be below {MAX_AGE}'
                raise ValueError(msg)
            return age
    """)),
    Attempt("error_4", "class-body-getattr-prebuilt", code("""
        class _Errors:
            EMPTY = ValueError('username must not be empty')
            LONG = ValueError('username is too long')


        def check_username(name):
            if not name:
                problem = 'empty'
            elif len(name) > 32:
                problem = 'long'
            else:
                return name
            raise getattr(_Errors, problem.upper())
    """), code("""
        MAX_LENGTH = 32


        def check_username(name):
            if not name:
                msg = 'username must not be empty'
            elif len(name) > MAX_LENGTH:
                msg = 'username is too long'
            else:
                return name
            raise ValueError(msg)
    """)),
    Attempt("error_4", "self-errors-append-prebuilt", code("""
        class OrderValidator:
            def __init__(self):
                self.errors = []

            def check(self, order):
                if order.get('quantity', 0) <= 0:
                    self.errors.append(ValueError('quantity must be positive'))
                if not order.get('sku'):
                    self.errors.append(ValueError(f'order {order} has no sku'))
                if self.errors:
                    raise self.errors[-1]
                return order
    """), code("""
        import warnings


        class OrderValidator:
            def __init__(self):
                self.errors = []

            def check(self, order):
                warnings.warn(DeprecationWarning('use validate_order instead'), stacklevel=2)
                if order.get('quantity', 0) <= 0:
                    msg = 'quantity must be positive'
                    self.errors.append(ValueError(msg))
                if self.errors:
                    raise self.errors[-1]
                return order
    """)),
    Attempt("error_4", "self-attribute-prebuilt-in-method", code("""
        class Reader:
            def __init__(self):
                self.problem = None

            def read(self, text):
                if not text:
                    self.problem = KeyError('the text is empty')
                if self.problem is not None:
                    raise self.problem
                return text
    """), code("""
        def _error(kind, value):
            err = ValueError(f'{kind}: {value}')
            err.kind = kind
            return err


        class Reader:
            def read(self, text):
                if not text:
                    kind = 'empty'
                    raise _error(kind, text)
                return text
    """)),
]

# round 43, hunt fix (error_4): text handed to a factory that names its message passes only
# as a lookup's key and fallback; other text, and a fallback of a dict display, is the message
ERROR_4 += [
    Attempt("error_4", "factory-naming-its-message-handed-inline-text-held-by-a-name", code("""
        def error_for(code, detail):
            msg = f'{code}: {detail}'
            return ValueError(msg)


        def check(code, response):
            if code >= 400:
                err = error_for(code, 'the upstream service refused the request')
                raise err
            return response
    """), code("""
        def error_for(code, detail):
            msg = f'{code}: {detail}'
            return ValueError(msg)


        def check(code, response):
            if code >= 400:
                err = error_for(code, response.get('detail', 'no detail'))
                raise err
            return response
    """)),
    Attempt("error_4", "factory-naming-its-message-handed-the-fallback-of-an-empty-dict", code("""
        def error_for(code, detail):
            msg = f'{code}: {detail}'
            return ValueError(msg)


        def check(code, response):
            if code >= 400:
                err = error_for(code, {}.get(0, 'the upstream service refused the request'))
                raise err
            return response
    """), code("""
        def error_for(code, detail):
            msg = f'{code}: {detail}'
            return ValueError(msg)


        def check(code, response):
            if code >= 400:
                err = error_for(code, response['detail'])
                raise err
            return response
    """)),
]

# round 44, err
# Closed: error_1, a blind handler's re-raise inside a `with` of the handler that suppresses
# something (contextlib.suppress by any name, a module subclass, one entered on an ExitStack);
# error_2, an Enum class's raising `_missing_` run by `Mode(value)` in a handler, and a
# raising method assigned to an attribute of `self` (`self._reject = self._raise_...`).
# Left open: error_4 four-word enum member names as messages (form of an error code).

ERROR_1 += [
    Attempt("error_1", "reraise-inside-suppress", code("""
        import contextlib
        import logging

        logger = logging.getLogger(__name__)


        class SyncError(RuntimeError):
            \"\"\"Raised when a record cannot be synchronised.\"\"\"


        def sync_all(client, records):
            pushed = 0
            for record in records:
                try:
                    client.push(record)
                    pushed += 1
                except Exception as err:
                    logger.warning('record %s failed: %s', record.id, err)
                    with contextlib.suppress(SyncError):
                        raise SyncError(record.id) from err
            return pushed
    """), code("""
        import logging

        logger = logging.getLogger(__name__)


        def sync_all(client, records):
            pushed = 0
            for record in records:
                try:
                    client.push(record)
                    pushed += 1
                except (ConnectionError, TimeoutError) as err:
                    logger.warning('record %s failed: %s', record.id, err)
            return pushed
    """)),
    Attempt("error_1", "reraise-inside-exitstack-suppress", code("""
        from contextlib import ExitStack, suppress as quiet


        def sync_all(client, records):
            for record in records:
                try:
                    client.push(record)
                except Exception:
                    with ExitStack() as stack:
                        stack.enter_context(quiet(RuntimeError, ValueError))
                        raise
    """), code("""
        import contextlib


        def sync_all(client, records):
            for record in records:
                try:
                    client.push(record)
                except Exception as err:
                    with contextlib.suppress(OSError):
                        client.close()
                    message = f'record {record} failed'
                    raise RuntimeError(message) from err
    """)),
]


ERROR_2 += [
    Attempt("error_2", "enum-missing-raises", code("""
        import enum


        class ConfigError(ValueError):
            \"\"\"Raised for an unusable configuration.\"\"\"


        class Mode(enum.Enum):
            FAST = 'fast'
            SAFE = 'safe'

            @classmethod
            def _missing_(cls, value):
                message = f'mode must be one of fast/safe, got {value!r}'
                raise ConfigError(message)


        def read_mode(settings):
            try:
                return Mode(settings['mode'])
            except KeyError:
                return Mode(settings.get('mode'))
    """), code("""
        import enum


        class ConfigError(ValueError):
            \"\"\"Raised for an unusable configuration.\"\"\"


        class Mode(enum.Enum):
            FAST = 'fast'
            SAFE = 'safe'


        def read_mode(settings):
            try:
                return Mode(settings['mode'])
            except KeyError as err:
                message = 'mode must be one of fast/safe'
                raise ConfigError(message) from err
    """)),
    Attempt("error_2", "enum-missing-inherited-through-alias", code("""
        import enum


        class ConfigError(ValueError):
            pass


        class Strict(str, enum.Enum):
            @classmethod
            def _missing_(cls, value):
                message = f'bad value {value!r}'
                raise ConfigError(message)


        class Mode(Strict):
            FAST = 'fast'
            SAFE = 'safe'


        PICK = Mode


        def read_mode(settings):
            try:
                return Mode(settings['mode'])
            except KeyError:
                return PICK('none')
    """), code("""
        import enum


        class Mode(enum.Enum):
            FAST = 'fast'
            SAFE = 'safe'

            @classmethod
            def _missing_(cls, value):
                return cls.FAST


        def read_mode(settings):
            try:
                return Mode(settings['mode'])
            except KeyError:
                return Mode(settings.get('mode'))
    """)),
    Attempt("error_2", "raising-method-kept-on-self", code("""
        class ParseError(ValueError):
            \"\"\"Raised when a record line cannot be parsed.\"\"\"


        class RecordParser:
            def __init__(self):
                self._reject = self._raise_parse_error

            def _raise_parse_error(self, line):
                message = f'malformed record: {line!r}'
                raise ParseError(message)

            def parse(self, line):
                try:
                    key, value = line.split('=', 1)
                except ValueError:
                    self._reject(line)
                return key.strip(), value.strip()
    """), code("""
        class ParseError(ValueError):
            \"\"\"Raised when a record line cannot be parsed.\"\"\"


        class RecordParser:
            def __init__(self):
                self._note = self._remember
                self.bad = []

            def _remember(self, line):
                self.bad.append(line)

            def parse(self, line):
                try:
                    key, value = line.split('=', 1)
                except ValueError:
                    self._note(line)
                    return None
                return key.strip(), value.strip()
    """)),
]

ERROR_1 += [
    Attempt("error_1", "reraise-inside-catching-generator", code("""
        import os
        from collections.abc import Iterator
        from contextlib import contextmanager


        @contextmanager
        def _quiet() -> Iterator[None]:
            try:
                yield
            except RuntimeError:
                pass


        def replace(tmp: str, dest: str) -> None:
            try:
                os.replace(tmp, dest)
            except Exception as err:
                with _quiet():
                    raise RuntimeError(tmp) from err
    """), code("""
        import os
        from collections.abc import Iterator
        from contextlib import contextmanager


        @contextmanager
        def _quiet() -> Iterator[None]:
            try:
                yield
            except FileNotFoundError:
                pass


        def replace(tmp: str, dest: str) -> None:
            try:
                os.replace(tmp, dest)
            except Exception as err:
                with _quiet():
                    os.remove(tmp)
                raise RuntimeError(tmp) from err
    """)),
]


# stop 53, err2
# Closed: error_2 a raising method kept on `self` by an annotated assignment, an unpacking,
# either arm of a conditional, `setattr(self, '_reject', ...)` by a constant name or through
# another attribute (two hops); kept failing beside the re-raise helper now passed
# (`_log_and_reraise(err, sql)`): such a helper given a new exception, or the caught name
# bound anew first. error_4 kept failing beside the data literals now passed: a sentence in
# `replace`, a module class's own `strip`, a command whose words make a sentence, text as a
# CalledProcessError's output.

_E2_TWIN = code("""
    class ParseError(Exception):
        pass


    class Reader:
        def __init__(self, strict: bool) -> None:
            self.strict = strict

        def read(self, line: str) -> int:
            try:
                return int(line)
            except ValueError as err:
                raise ParseError(line) from err
""")


def _e2_kept(keep: str) -> str:
    return code("""
        class ParseError(Exception):
            pass


        class Reader:
            def __init__(self, strict: bool) -> None:
                self.strict = strict
                KEEP

            def _raise_parse_error(self, line: str) -> None:
                raise ParseError(line)

            def read(self, line: str) -> int:
                try:
                    return int(line)
                except ValueError:
                    self._reject(line)
                    return 0
    """).replace("KEEP", keep)


ERROR_2 += [
    Attempt("error_2", "self-method-kept-annotated",
            _e2_kept("self._reject: object = self._raise_parse_error"), _E2_TWIN),
    Attempt("error_2", "self-method-kept-ifexp",
            _e2_kept("self._reject = self._raise_parse_error if strict else print"), _E2_TWIN),
    Attempt("error_2", "self-method-kept-unpacked",
            _e2_kept("self._reject, self.n = self._raise_parse_error, 0"), _E2_TWIN),
    Attempt("error_2", "self-method-kept-two-hops",
            _e2_kept("self._fail = self._raise_parse_error\n        self._reject = self._fail"),
            _E2_TWIN),
    Attempt("error_2", "self-method-kept-setattr",
            _e2_kept("setattr(self, '_reject', self._raise_parse_error)"), _E2_TWIN),
    Attempt("error_2", "reraise-helper-given-new", code("""
        import logging
        import sqlite3

        log = logging.getLogger(__name__)


        class QueryError(Exception):
            pass


        def _log_and_reraise(err, sql):
            log.error('query failed: %s', sql)
            raise err


        def query(conn, sql):
            try:
                return conn.execute(sql).fetchall()
            except sqlite3.Error:
                _log_and_reraise(QueryError(sql), sql)
                return []
    """), code("""
        import logging
        import sqlite3

        log = logging.getLogger(__name__)


        def _log_and_reraise(err, sql):
            log.error('query failed: %s', sql)
            raise err


        def query(conn, sql):
            try:
                return conn.execute(sql).fetchall()
            except sqlite3.Error as err:
                _log_and_reraise(err, sql)
                return []
    """)),
    Attempt("error_2", "reraise-helper-caught-name-rebound", code("""
        import logging
        import sqlite3

        log = logging.getLogger(__name__)


        class QueryError(Exception):
            pass


        def _log_and_reraise(err, sql):
            log.error('query failed: %s', sql)
            raise err


        def query(conn, sql):
            try:
                return conn.execute(sql).fetchall()
            except sqlite3.Error as err:
                err = QueryError(sql)
                _log_and_reraise(err, sql)
                return []
    """), code("""
        import logging
        import sqlite3

        log = logging.getLogger(__name__)


        class QueryError(Exception):
            pass


        def query(conn, sql):
            try:
                return conn.execute(sql).fetchall()
            except sqlite3.Error as err:
                log.error('query failed: %s', sql)
                raise QueryError(sql) from err
    """)),
    Attempt("error_2", "reraise-helper-raises-new-first", code("""
        import sqlite3


        class QueryError(Exception):
            pass


        def _reraise(err, sql):
            _fail(sql)
            raise err


        def _fail(sql):
            raise QueryError(sql)


        def query(conn, sql):
            try:
                return conn.execute(sql).fetchall()
            except sqlite3.Error as err:
                _reraise(err, sql)
                return []
    """), code("""
        import sqlite3


        class QueryError(Exception):
            pass


        def query(conn, sql):
            try:
                return conn.execute(sql).fetchall()
            except sqlite3.Error as err:
                raise QueryError(sql) from err
    """)),
]


ERROR_4 += [
    Attempt("error_4", "message-as-replace-text", code("""
        def check_age(age, name):
            if age < 0:
                raise ValueError(name.replace(name, 'age must not be negative'))
            return age
    """), code("""
        def check_age(age, name):
            if age < 0:
                msg = 'age must not be negative'
                raise ValueError(msg)
            return age
    """)),
    Attempt("error_4", "message-through-own-strip", code("""
        class _Text:
            def strip(self, text):
                return text


        def check_age(age):
            if age < 0:
                raise ValueError(_Text().strip('negative'))
            return age
    """), code("""
        def check_age(age):
            if age < 0:
                msg = 'negative'
                raise ValueError(msg)
            return age
    """)),
    Attempt("error_4", "message-as-command-words", code("""
        import subprocess


        def check_age(age):
            if age < 0:
                raise subprocess.CalledProcessError(1, ['age', 'must', 'not', 'be', 'negative'])
            return age
    """), code("""
        import subprocess


        def check_age(age):
            if age < 0:
                cmd = ['age', 'must', 'not', 'be', 'negative']
                raise subprocess.CalledProcessError(1, cmd)
            return age
    """)),
    Attempt("error_4", "message-as-process-output", code("""
        import subprocess


        def pull(cmd):
            raise subprocess.CalledProcessError(1, ['git', 'pull'], 'the pull hit a conflict')
    """), code("""
        import subprocess


        def pull(cmd):
            out = 'the pull hit a conflict'
            raise subprocess.CalledProcessError(1, ['git', 'pull'], out)
    """)),
]

ERROR_1 += [
    Attempt("error_1", "reraise-under-abs-below-zero", code("""
        def parse_rows(lines, retries=0):
            \"\"\"Parse 'name,qty' lines, skipping malformed ones.\"\"\"
            rows = []
            for line in lines:
                try:
                    name, qty = line.split(',')
                    rows.append((name.strip(), int(qty)))
                except Exception:
                    if abs(retries) < 0:
                        raise
                    continue
            return rows
    """), code("""
        def parse_rows(lines, retries=0):
            \"\"\"Parse 'name,qty' lines, skipping malformed ones.\"\"\"
            rows = []
            for line in lines:
                try:
                    name, qty = line.split(',')
                    rows.append((name.strip(), int(qty)))
                except ValueError:
                    continue
            return rows
    """)),
    Attempt("error_1", "reraise-under-fabs-equal-to-a-negative-number", code("""
        import math


        def load(path, scale=1.0):
            try:
                with open(path, encoding='utf-8') as handle:
                    return float(handle.read()) * scale
            except Exception:
                if -1 == math.fabs(scale):
                    raise
                return 0.0
    """), code("""
        import math


        def load(path, scale=1.0):
            try:
                with open(path, encoding='utf-8') as handle:
                    return float(handle.read()) * scale
            except (OSError, ValueError):
                if math.fabs(scale) > 1:
                    raise
                return 0.0
    """)),
]

L2E1_HOOKS_TWIN = code("""
    import logging

    log = logging.getLogger(__name__)


    def run_hooks(hooks):
        failures = 0
        for hook in hooks:
            try:
                hook()
            except Exception:
                log.exception('hook %r failed', hook)
                failures += 1
        return failures
""")

ERROR_1 += [
    Attempt(
        "error_1",
        "l2e1-test-named-muter-called-by-the-module",
        code("""
        import logging

        log = logging.getLogger(__name__)


        def test_setup():
            logging.disable(logging.CRITICAL)


        def run_hooks(hooks):
            failures = 0
            for hook in hooks:
                try:
                    hook()
                except Exception:
                    log.exception('hook %r failed', hook)
                    failures += 1
            return failures


        test_setup()
    """),
        L2E1_HOOKS_TWIN,
    ),
    Attempt(
        "error_1",
        "l2e1-muted-around-the-call-and-restored",
        code("""
        import logging

        log = logging.getLogger(__name__)


        def _run(hooks):
            failures = 0
            for hook in hooks:
                try:
                    hook()
                except Exception:
                    log.exception('hook %r failed', hook)
                    failures += 1
            return failures


        def run_hooks(hooks):
            logging.disable(logging.CRITICAL)
            failures = _run(hooks)
            logging.disable(logging.NOTSET)
            return failures
    """),
        L2E1_HOOKS_TWIN,
    ),
]



ATTEMPTS = ERROR_1 + ERROR_2 + ERROR_3 + ERROR_4
(
    verdicts,
    test_every_instruction_has_enough_attempts,
    test_strict_mode_fails_the_attempt,
    test_honest_twin_passes_in_both_modes,
) = category_tests(ATTEMPTS, IDS)


def _deep_hierarchy(classes: int, calls: int) -> str:
    """A chain of classes, each method calling itself on `self`, and a handler calling it
    many times on an unknown receiver (red team round 8, S1)."""
    lines = ["class C0:", "    def m0(self, x): self.m0(x)"]
    for number in range(1, classes):
        lines += [f"class C{number}(C{number - 1}):", "    def m0(self, x): self.m0(x)"]
    lines += ["def f(t, k, c):", "    try:", "        return t[k]", "    except KeyError:"]
    lines.append("        " + "; ".join("c.m0(k)" for _ in range(calls)))
    return "\n".join(lines) + "\n"


@pytest.mark.timeout(30)  # linear now; the old code took minutes
def test_error_2_follows_methods_of_a_deep_class_chain_once() -> None:
    """Every call in the handler reaches every class's method, each calling its subclasses'
    in turn: worked out once a method, not again for every call (this took minutes)."""
    request = VerifyRequest(
        response=f"```python\n{_deep_hierarchy(170, 20)}```\n",
        instructions=[InstructionSpec(id="error_2")],
    )
    [result] = verify([request], mode="strict")
    assert result.verdicts[0].passed


@pytest.mark.timeout(30)  # linear now; the old code took minutes
def test_error_2_reads_the_classes_once_for_calls_on_unknown_receivers() -> None:
    """Eight thousand classes with a `run` method and as many `items.run(...)` calls in a
    handler, `items` a parameter nothing is known of: every call read every class again
    (about a minute and a half, round 10); now once a member."""
    count = 8000
    lines = [f"class C{n}:\n    def run(self, x):\n        return x" for n in range(count)]
    lines += ["def main(x, items):", "    try:", "        return int(x)", "    except ValueError:"]
    lines += [f"        items.run({n})" for n in range(count)]
    assert _strict_passes("error_2", "\n".join(lines) + "\n")


def _strict_passes(instruction: str, source: str) -> bool:
    request = VerifyRequest(
        response=f"```python\n{source}```\n", instructions=[InstructionSpec(id=instruction)]
    )
    [result] = verify([request], mode="strict")
    return result.verdicts[0].passed


def _raises_of_one_group(kind: str, count: int) -> str:
    """`count` exceptions bound to one name (stored on `self`, or entries of one dict), each
    built with a message variable, and `count` raises of it (audit round 9)."""
    built = "ValueError(message)"
    if kind == "dict":
        entries = ", ".join(f"'k{number}': {built}" for number in range(count))
        lines = ["message = 'bad value'", f"ERRORS = {{{entries}}}", "def check(key):"]
        raised = "ERRORS[key]"
    else:
        target = "self.error" if kind == "self" else "error"
        lines = ["class Job:", "    def check(self, key, message):"]
        lines += [f"        {target} = {built}"] * count
        raised = target
    indent = "    " if kind == "dict" else "        "
    for number in range(count):
        lines += [f"{indent}if key == {number}:", f"{indent}    raise {raised}"]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("kind", ["name", "self", "dict"])
@pytest.mark.timeout(30)  # linear now; the old code took minutes
def test_error_4_follows_a_group_of_prebuilt_exceptions_once(kind: str) -> None:
    """Each raise of a name bound three thousand times (or of `self.error`, or of an entry
    of a three-thousand-entry dict) read every value again: minutes. Now once a group."""
    assert _strict_passes("error_4", _raises_of_one_group(kind, 3000))


@pytest.mark.timeout(30)  # linear now; the old code took minutes
def test_error_1_follows_flags_bound_to_each_other_once() -> None:
    """`h1 = h0 and h0 and ...` sixty times, seven names deep: each name was followed down
    every path (60**7 leaves); now once a value, and the exit still swallows everything."""
    lines = ["class Quiet:", "    def __enter__(self):", "        return self"]
    lines += ["    def __exit__(self, exc_type, exc, tb):", "        h0 = exc_type is not None"]
    lines += [f"        h{n} = " + " and ".join([f"h{n - 1}"] * 60) for n in range(1, 8)]
    lines += ["        if h7:", "            return True", "        return False"]
    assert not _strict_passes("error_1", "\n".join(lines) + "\n")


@pytest.mark.timeout(30)  # linear now; the old code took minutes
def test_error_1_judges_an_exit_function_many_classes_assign_once() -> None:
    """Four thousand classes with `__exit__ = _exit`, a long module function: it was
    followed again for each class (minutes)."""
    lines = ["def _exit(self, exc_type, exc, tb):"]
    lines += [f"    x{n} = self.a{n} + {n}" for n in range(4000)]
    lines.append("    return exc_type is None")
    lines += [f"class C{n}:\n    __exit__ = _exit" for n in range(4000)]
    lines += ["def use():", "    with C0():", "        pass"]
    assert _strict_passes("error_1", "\n".join(lines) + "\n")
