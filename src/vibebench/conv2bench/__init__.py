"""Conv-to-Bench: verifiable checklists mined from real user-assistant conversations.

    conversations = read_conversations(Path("chats.jsonl"))         # JSONL, LMSYS, WildChat
    result = await build_bench(model, conversations)                # filter, synthesize, tag
    records = await evaluate_models(models, judges, result.items)   # answer, judge avg@k
    scores = score_records(records)                                 # theta with cluster CI
    compare_to_reference(scores, {"bigcodebench": {...}})           # Spearman, Kendall, p
    analyze(records, gold=labels, reference=..., stability=True)    # beside every score:
        # judge kappa/F1, verbosity and length-controlled scores, rank stability (bootstraps)

The lexicon tier screens topic clusters (`TopicScreen`: sentence embeddings from the model the
`embed` extra ships, k-means or HDBSCAN, class-based TF-IDF terms) or, without the extra,
each conversation.

Checklist items carry their source ([I] the synthesized instruction, [Fn] feedback message n),
so the instructions-only ablation is the same records scored without the [Fn] items.
"""

from vibebench.conv2bench._agreement import (
    Agreement,
    JudgeReliability,
    binary_agreement,
    judge_reliability,
    read_gold,
)
from vibebench.conv2bench._ask import AnswerError, ask_json, json_body
from vibebench.conv2bench._build import (
    BuildConfig,
    build_bench,
    feedback_candidates,
    identify_feedback,
    parse_checklist,
)
from vibebench.conv2bench._compare import compare_to_reference, read_reference
from vibebench.conv2bench._embed import (
    Embedder,
    SentenceEmbedder,
    embeddings_missing,
    shipped_model_path,
)
from vibebench.conv2bench._evaluate import (
    EVAL_GUIDANCE,
    EvalRecord,
    ModelScore,
    evaluate_models,
    read_bench,
    read_records,
    score_records,
    write_jsonl,
)
from vibebench.conv2bench._judging import JudgeVerdict, judge_checklist
from vibebench.conv2bench._models import (
    VARIANTS,
    BenchItem,
    BuildResult,
    ChecklistItem,
    Conversation,
    Dropped,
    FeedbackMessage,
    Topic,
    TopicReport,
    Turn,
    Variant,
)
from vibebench.conv2bench._modelspec import labeled_models, split_label
from vibebench.conv2bench._prompts import CODE_LEXICON, lexicon_hits, render_conversation
from vibebench.conv2bench._readers import FORMATS, detect_format, read_conversations
from vibebench.conv2bench._report import Analysis, VariantAnalysis, analyze
from vibebench.conv2bench._stability import (
    ModelStability,
    RankStability,
    ReferenceStability,
    draw_instructions,
    rank_stability,
)
from vibebench.conv2bench._stats import (
    Correlation,
    ScoreInterval,
    cluster_bootstrap,
    correlate,
    hierarchical_score,
    instruction_scores,
    permutation_p_value,
)
from vibebench.conv2bench._topics import (
    TopicConfig,
    TopicScreen,
    cluster_vectors,
    conversation_text,
    label_topics,
    screen_topics,
    topic_terms,
)
from vibebench.conv2bench._verbosity import (
    LengthEffect,
    SlopeFit,
    fixed_effects_slope,
    length_controlled,
    length_effects,
    pearson_test,
    student_t_two_sided,
    token_count,
)

__all__ = [
    "CODE_LEXICON",
    "EVAL_GUIDANCE",
    "FORMATS",
    "VARIANTS",
    "Agreement",
    "Analysis",
    "AnswerError",
    "BenchItem",
    "BuildConfig",
    "BuildResult",
    "ChecklistItem",
    "Conversation",
    "Correlation",
    "Dropped",
    "Embedder",
    "EvalRecord",
    "FeedbackMessage",
    "JudgeReliability",
    "JudgeVerdict",
    "LengthEffect",
    "ModelScore",
    "ModelStability",
    "RankStability",
    "ReferenceStability",
    "ScoreInterval",
    "SentenceEmbedder",
    "SlopeFit",
    "Topic",
    "TopicConfig",
    "TopicReport",
    "TopicScreen",
    "Turn",
    "Variant",
    "VariantAnalysis",
    "analyze",
    "ask_json",
    "binary_agreement",
    "build_bench",
    "cluster_bootstrap",
    "cluster_vectors",
    "compare_to_reference",
    "conversation_text",
    "correlate",
    "detect_format",
    "draw_instructions",
    "embeddings_missing",
    "evaluate_models",
    "feedback_candidates",
    "fixed_effects_slope",
    "hierarchical_score",
    "identify_feedback",
    "instruction_scores",
    "json_body",
    "judge_checklist",
    "judge_reliability",
    "label_topics",
    "labeled_models",
    "length_controlled",
    "length_effects",
    "lexicon_hits",
    "parse_checklist",
    "pearson_test",
    "permutation_p_value",
    "rank_stability",
    "read_bench",
    "read_conversations",
    "read_gold",
    "read_records",
    "read_reference",
    "render_conversation",
    "score_records",
    "screen_topics",
    "shipped_model_path",
    "split_label",
    "student_t_two_sided",
    "token_count",
    "topic_terms",
    "write_jsonl",
]
